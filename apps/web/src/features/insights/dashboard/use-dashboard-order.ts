import { useInsightDashboard } from '../api/get-insight-dashboard';
import { useSaveInsightDashboard } from '../api/save-insight-dashboard';

/** The dashboard's report ids and the changes of its order: each sends the whole new list to the server. */
export const useDashboardOrder = (enabled = true) => {
  const dashboard = useInsightDashboard(enabled);
  const save = useSaveInsightDashboard();
  const ids = (dashboard.data?.reports ?? []).map((report) => report.id);
  return {
    dashboard,
    busy: save.isPending,
    pinned: (id: string) => ids.includes(id),
    pin: (id: string) => save.mutate([...ids, id]),
    unpin: (id: string) => save.mutate(ids.filter((other) => other !== id)),
    /** Moves a report one place earlier (-1) or later (+1). */
    move: (id: string, by: -1 | 1) => {
      const from = ids.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return;
      const next = [...ids];
      [next[from], next[to]] = [next[to]!, next[from]!];
      save.mutate(next);
    },
  };
};
