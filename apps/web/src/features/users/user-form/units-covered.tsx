import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CoveredUnit } from '@portal/domain/api/notifications';
import { SectionError } from '@/components/section-error';
import { UnitCoverageChecklist } from '@/components/unit-coverage/unit-coverage-checklist';
import { useUnitCoverage } from '../api/get-unit-coverage';

/** Ours (docs/decisions/0130): the section's title, and the group's name. */
export const UNITS_COVERED_TITLE = 'Units covered';

interface Props {
  userId: string;
  /** Unsaved ticks over the saved state, kept by the drawer and saved with Update. */
  changes: Record<string, boolean>;
  onChange: (changes: Record<string, boolean>) => void;
}

/** Which units the user covers: new candidates of a unit reach who covers it. A Client or Local Admin sets it here. */
export const UnitsCovered = ({ userId, changes, onChange }: Props) => {
  const coverage = useUnitCoverage(userId, true);
  const covers = (unit: CoveredUnit) => changes[unit.unitId] ?? unit.covers;
  return (
    <Box component="section" aria-label={UNITS_COVERED_TITLE} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
        {UNITS_COVERED_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        New candidates of a unit reach the people who cover it.
      </Typography>
      {coverage.isError && <SectionError onRefresh={() => void coverage.refetch()} />}
      {coverage.data && (
        <UnitCoverageChecklist
          label={UNITS_COVERED_TITLE}
          units={coverage.data.units}
          covers={covers}
          onChange={(unit, checked) => onChange({ ...changes, [unit.unitId]: checked })}
        />
      )}
    </Box>
  );
};

/** The changes worth sending: ticks that differ from what is saved. */
export const coverageChanges = (units: readonly CoveredUnit[] | undefined, changes: Record<string, boolean>) =>
  (units ?? []).filter((unit) => changes[unit.unitId] !== undefined && changes[unit.unitId] !== unit.covers).map((unit) => ({ unitId: unit.unitId, covers: changes[unit.unitId]! }));
