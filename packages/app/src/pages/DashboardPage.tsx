import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../layout/RouterLink';
import { Dashboard } from '@mieux-disant/ui';
import { useDashboard } from './useDashboard';

/** /: 'Tableau de bord', refreshed every 60 s while a tender is in progress. */
export default function DashboardPage() {
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  return (
    <Dashboard
      tenders={dashboard.tenders}
      loading={dashboard.state === 'loading'}
      error={dashboard.error}
      onOpen={(path) => navigate(path)}
      onDelete={(id) => {
        setDeletingId(id);
        void dashboard.remove(id).finally(() => setDeletingId(null));
      }}
      deletingId={deletingId}
      LinkComponent={RouterLink}
    />
  );
}
