import { Button, Card, ErrorBox, PasswordField } from '../../ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useNotify } from '../../notify/NotifyProvider';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError('Les mots de passe ne correspondent pas');
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await api.auth.reset(password, token);
      notify('Votre mot de passe a été modifié', 'success');
      navigate('/login');
    } catch (caught) {
      setError(errorMessage(caught));
      setLoading(false);
    }
  };
  return (
    <Card title="Nouveau mot de passe">
      <form onSubmit={submit}>
        <PasswordField
          label="Nouveau mot de passe"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirmer le mot de passe"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <Button type="submit" loading={loading}>
          Valider
        </Button>
      </form>
    </Card>
  );
}
