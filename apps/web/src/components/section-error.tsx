import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const SECTION_ERROR_MESSAGE =
  'Oops! Something went wrong. We are unable to load this section of the page, please refresh the page and try again.';

/** The section error fallback with Refresh (SPEC.md §2). */
export const SectionError = ({ onRefresh }: { onRefresh: () => void }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRefresh}>
        Refresh
      </Button>
    }
  >
    {SECTION_ERROR_MESSAGE}
  </Alert>
);
