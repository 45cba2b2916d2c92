import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain/access/routes';
import type { UnreplacedEndings } from '@portal/domain/api/replacements';
import { REPLACE_ACTION } from '@portal/domain/jobs/replacement-rules';
import { formatDate } from '@/lib/display-format';

interface UnreplacedEndingsListProps {
  endings: UnreplacedEndings;
  /** The job list that opens the prefilled Add Job form for an assignment; undefined when the user may not create jobs. */
  replacePathOf?: (dealId: string) => string;
}

const detailsPath = (dealId: string) => routeById('assignedDetails').path.replace(':travelerId', dealId);

/** Per unit, the assignments ending with neither an extension nor a replacement, each linked to its Replace (issue 34 item 4). */
export const UnreplacedEndingsList = ({ endings, replacePathOf }: UnreplacedEndingsListProps) => {
  if (endings.total === 0) return <Typography color="text.secondary">Every assignment ending in the next {endings.windowDays} days is extended or replaced.</Typography>;
  const shown = endings.units.reduce((sum, unit) => sum + unit.assignments.length, 0);
  return (
    // A month of a large network's endings scrolls inside the panel rather than lengthening the dashboard; focusable so a keyboard scrolls it.
    <Stack spacing={2} tabIndex={0} aria-label="Assignments ending without replacement" role="region" sx={{ maxHeight: 420, overflowY: 'auto', pr: 1 }}>
      {endings.units.map((unit) => (
        <section key={unit.unitId} aria-label={`${unit.unit}, ${unit.hospital}`}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {unit.unit} <Typography component="span" color="text.secondary">· {unit.hospital}</Typography>
          </Typography>
          <List dense disablePadding>
            {unit.assignments.map((assignment) => (
              <ListItem key={assignment.dealId} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Link component={RouterLink} to={detailsPath(assignment.dealId)} sx={{ flex: '1 1 12rem' }}>
                  {assignment.firstName} {assignment.lastName}, {assignment.title}
                </Link>
                <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                  Ends {formatDate(assignment.endDate)}
                </Typography>
                {replacePathOf && (
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={replacePathOf(assignment.dealId)}
                    aria-label={`${REPLACE_ACTION} ${assignment.firstName} ${assignment.lastName}`}
                  >
                    {REPLACE_ACTION}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </section>
      ))}
      {shown < endings.total && (
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          Showing the {shown} ending soonest of {endings.total}.
        </Typography>
      )}
    </Stack>
  );
};
