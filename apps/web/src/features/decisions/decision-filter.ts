import { routeById } from '@portal/domain/access/routes';
import { DECISION_KINDS, type DecisionKind } from '@portal/domain/decisions/decision-rules';
import type { DecisionFilter } from '@/lib/my-decisions/get-my-decisions';

const isKind = (value: string | null): value is DecisionKind => DECISION_KINDS.some((kind) => kind === value);

export const decisionFilterOf = (params: URLSearchParams): DecisionFilter => {
  const kind = params.get('kind');
  return { kind: isKind(kind) ? kind : undefined, overdueOnly: params.get('overdue') === 'true' };
};

/** The page's address with this filter: a count links there, from the page and from Home. */
export const decisionFilterPath = (filter: DecisionFilter): string => {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.overdueOnly) params.set('overdue', 'true');
  const query = params.toString();
  return query ? `${routeById('myDecisions').path}?${query}` : routeById('myDecisions').path;
};

export const sameFilter = (a: DecisionFilter, b: DecisionFilter) => a.kind === b.kind && a.overdueOnly === b.overdueOnly;
