import { RouterLink } from '../../layout/RouterLink';
import { PendingValidation } from '@mieux-disant/ui';

/** /not_validated: 'Validation en attente'. */
export default function NotValidatedPage() {
  return <PendingValidation LinkComponent={RouterLink} />;
}
