import { EXPORT_FORMATS, type ExportFormat } from '@portal/domain/api/export-format';
import type { FileFormat } from './use-export-download';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Download from '@mui/icons-material/Download';
import { GatedButton } from '../gated-button';
import { ChoiceMenu, useChoiceMenu } from './choice-menu';


const FORMAT_LABELS: Record<FileFormat, string> = { csv: 'CSV', xlsx: 'XLSX', pdf: 'PDF' };

interface DownloadButtonProps<Format extends FileFormat> {
  onDownload: (format: Format) => void;
  /** False without the export privilege: disabled with 'You do not have access to this action.' */
  allowed?: boolean;
  /** A download is under way: the button waits instead of starting a second one. */
  busy?: boolean;
  disabled?: boolean;
  /** With a single format the button downloads at once, without asking. */
  formats?: readonly Format[];
  /** The button's text where a page offers more than one file (the financial report's two). */
  label?: string;
}

/** The Download button of a list: CSV or XLSX (or the formats given) from a menu on desktop, a bottom sheet on phones. */
export const DownloadButton = <Format extends FileFormat = ExportFormat>({
  onDownload,
  allowed = true,
  busy = false,
  disabled = false,
  formats = EXPORT_FORMATS as readonly FileFormat[] as readonly Format[],
  label = 'Download',
}: DownloadButtonProps<Format>) => {
  const menu = useChoiceMenu();
  const only = formats.length === 1 ? formats[0] : undefined;
  const choose = (format: Format) => {
    menu.close();
    onDownload(format);
  };
  return (
    <>
      <GatedButton
        allowed={allowed}
        variant="outlined"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Download />}
        {...(only ? { onClick: () => onDownload(only) } : menu.buttonProps)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </GatedButton>
      {!only && (
        <ChoiceMenu {...menu.menuProps} title={label}>
          {formats.map((format) => (
            <MenuItem key={format} onClick={() => choose(format)}>
              <ListItemText>{FORMAT_LABELS[format]}</ListItemText>
            </MenuItem>
          ))}
        </ChoiceMenu>
      )}
    </>
  );
};
