import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useNotify } from '../../notify/NotifyProvider';
import { AdminUsers, type AdminFilter, type AdminUser, type AdminUserEdit } from '@mieux-disant/ui';

/** /admin: search, validate and edit users (role admin only; the server enforces it too). */
export default function AdminPage() {
  const notify = useNotify();
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);

  const search = useCallback(({ term, filter }: { term: string; filter: AdminFilter }) => {
    setLoading(true);
    setError(null);
    api.admin
      .search(term, filter)
      .then(setUsers, (caught: unknown) => setError(errorMessage(caught)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(() => search({ term: '', filter: 'all' }), [search]);

  const patchUser = (id: string, change: Partial<AdminUser>) =>
    setUsers((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const run = async (id: string, action: () => Promise<unknown>, done: () => void) => {
    setPendingUserId(id);
    try {
      await action();
      done();
    } catch (caught) {
      notify(errorMessage(caught), 'error');
    } finally {
      setPendingUserId(null);
    }
  };

  return (
    <AdminUsers
      users={users}
      loading={loading}
      error={error}
      pendingUserId={pendingUserId}
      onSearch={search}
      onValidate={(id) =>
        void run(
          id,
          () => api.admin.validate(id),
          () => {
            patchUser(id, { admin_validated: true });
            notify('Utilisateur validé avec succès.', 'success');
          },
        )
      }
      onUpdate={(id, values: AdminUserEdit) =>
        void run(
          id,
          () => api.admin.update(id, values),
          () => patchUser(id, values),
        )
      }
    />
  );
}
