import { RouterLink } from '../../layout/RouterLink';
import { PendingValidation } from '../../ui';

/** /not_validated: 'Validation en attente'. */
export default function NotValidatedPage() {
  return <PendingValidation LinkComponent={RouterLink} />;
}
