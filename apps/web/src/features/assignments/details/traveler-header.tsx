import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { BackToListLink, type ListTarget } from '@/components/back-to-list';
import { DetailsTitle } from '@/components/details-title';
import { StatusChip } from '@/components/status-chip';
import { useToast } from '@/components/toast/use-toast';
import { formatPhone } from '@/lib/format-phone';
import { NOT_AVAILABLE } from '@/lib/display-format';

/** Our texts for the copy button (SPEC.md names none). */
const EMAIL_COPIED = 'Email copied to clipboard.';
const EMAIL_NOT_COPIED = 'The email could not be copied.';

interface TravelerHeaderProps {
  assignment: CurrentAssignment;
  list: ListTarget;
}

/** Who the assignment is for: name, status, title, e-mail with a copy button, phone; and the way back. */
export const TravelerHeader = ({ assignment, list }: TravelerHeaderProps) => {
  const toast = useToast();
  const email = assignment.travelerEmail;
  const phone = formatPhone(assignment.travelerPhoneNumber);
  const copyEmail = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.neutral(EMAIL_COPIED);
    } catch {
      // No clipboard outside secure contexts, or the browser refused.
      toast.error(EMAIL_NOT_COPIED);
    }
  };

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <BackToListLink list={list} />
      <DetailsTitle
        title={`${assignment.travelerFirstName} ${assignment.travelerLastName}`}
        status={<StatusChip status={assignment.travelerStatus} />}
        subtitle={assignment.travelerTitle}
      />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, columnGap: 3, mt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
          <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Link>
          <Tooltip title="Copy email">
            <IconButton size="small" aria-label="Copy email" onClick={() => void copyEmail()}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        {phone ? <Link href={`tel:${assignment.travelerPhoneNumber}`}>{phone}</Link> : <Typography>{NOT_AVAILABLE}</Typography>}
      </Box>
    </Box>
  );
};
