import { Spinner } from '@mieux-disant/ui';

export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '4rem 0' }}>
      <Spinner size="lg" label="Chargement..." />
    </div>
  );
}
