import { Card } from '../../ui';

export default function NotValidatedPage() {
  return (
    <Card title="Validation en attente">
      <p>
        Votre compte doit être validé par un administrateur. Vous serez notifié(e) dès que la validation aura
        été effectuée.
      </p>
    </Card>
  );
}
