import { allows, type AccessSubject } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import type { DashboardSummary } from '@portal/domain/api/dashboard';
import { HOME_TILES, homeTileHref, homeTileLabel, homeTileRoute, type HomeTileId } from '@portal/domain/lists/home-tiles';
import type { DashboardFilter } from '../dashboard-filter';

export interface SummaryCard {
  id: HomeTileId;
  label: string;
  count: number;
  /** The list this count is the total of; absent when the user may not open it. */
  href?: string;
  /** A line under the count: how many candidates to review are past their review-by time (the review clock). */
  note?: string;
  /** Where the note leads: the same list narrowed to those candidates. */
  noteHref?: string;
}

/** Our text: the review clock is ours (issue 12), SPEC.md has no words for it. */
const overdueNote = (overdue: number) => `${overdue.toLocaleString('en-US')} overdue`;

const noteOf = (tile: HomeTileId, summary: DashboardSummary): string | undefined =>
  tile === 'candidatesToReview' && typeof summary.candidatesOverdue === 'number' ? overdueNote(summary.candidatesOverdue) : undefined;

/**
 * One card per home tile of the domain, which says what the API counts and which filtered list the
 * card opens, so the number and the list are the same rows. List pages read the link's query
 * parameters as their starting filter; see docs/decisions/0023-home-and-dashboard.md.
 */
export const summaryCards = (summary: DashboardSummary, subject: AccessSubject, filter: DashboardFilter): SummaryCard[] =>
  HOME_TILES.flatMap((tile) => {
    const count = summary[tile.id];
    if (count === null) return [];
    const href = allows(subject, routeById(homeTileRoute(tile, subject.flags)).rule) ? homeTileHref(tile, subject.flags, filter.hospital) : undefined;
    const note = noteOf(tile.id, summary);
    const noteHref = note && href ? `${href}&overdue=only` : undefined;
    return [{ id: tile.id, label: homeTileLabel(tile), count, href, ...(note ? { note } : {}), ...(noteHref ? { noteHref } : {}) }];
  });
