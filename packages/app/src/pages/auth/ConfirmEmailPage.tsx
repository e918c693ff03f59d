import { Button, Card, ErrorBox, TextField } from '../../ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useNotify } from '../../notify/NotifyProvider';
import { useSession } from '../../session/SessionProvider';

export default function ConfirmEmailPage() {
  const { session, update } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (!session) return <Navigate to="/login" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      await api.auth.confirmMail(code);
      await update({ status: true });
      navigate('/', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
      setLoading(false);
    }
  };
  const resend = async () => {
    try {
      await api.auth.resendConfirmation();
      notify('Le code de vérification a été renvoyée!', 'success');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Card title="Confirmez votre adresse e-mail">
      <form onSubmit={submit}>
        <p>Saisissez le code à 6 chiffres reçu par e-mail. Il est valable 1 heure.</p>
        <TextField
          label="Code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <Button type="submit" loading={loading} disabled={code.length !== 6}>
          Confirmer
        </Button>
        <Button type="button" variant="secondary" onClick={() => void resend()}>
          Renvoyer le code
        </Button>
      </form>
    </Card>
  );
}
