import Button from '@mui/material/Button';
import LinkIcon from '@mui/icons-material/Link';
import { useToast } from '@/components/toast/use-toast';
import { reportError } from '@/lib/report-error';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';

/** Ours: SPEC.md §9 names the copy-report-link flag but gives no text. */
export const LINK_COPIED = 'Link copied. It opens this report with its filters.';

/** Copies the report's address, filters included, to the clipboard (the copy-report-link flag, SPEC.md §9). */
export const CopyLinkButton = () => {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(LINK_COPIED);
    } catch (error) {
      reportError(error, 'Copy report link');
      toast.error(SOMETHING_WENT_WRONG);
    }
  };
  return (
    <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copy()}>
      Copy Link
    </Button>
  );
};
