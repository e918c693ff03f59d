import { DASHBOARD_REFRESH_MS, shouldRefreshDashboard, type TenderSummary } from '@mieux-disant/domain';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../api/endpoints';
import { errorMessage } from '../api/http';
import { useInterval } from '../hooks/useInterval';
import { useLoad } from '../hooks/useLoad';

/** The dashboard's tenders, re-fetched every 60 s while one is in progress (SPEC.md section 4). */
export function useDashboard() {
  const tenders = useLoad('tenders', async () => (await api.tender.list()).tenders);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = useMemo<TenderSummary[]>(() => tenders.data ?? [], [tenders.data]);
  const refreshing = shouldRefreshDashboard(list.map((t) => t.status));
  const { reload, set } = tenders;
  useInterval(reload, DASHBOARD_REFRESH_MS, refreshing);

  const remove = useCallback(
    async (id: string) => {
      setDeleteError(null);
      try {
        await api.tender.remove(id);
        set(list.filter((t) => t.id !== id));
      } catch (error) {
        setDeleteError(errorMessage(error));
      }
    },
    [list, set],
  );

  return { state: tenders.state, error: tenders.error ?? deleteError, tenders: list, refreshing, remove };
}
