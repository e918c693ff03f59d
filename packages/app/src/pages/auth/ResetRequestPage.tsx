import { Button, Card, ErrorBox, TextField } from '../../ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useNotify } from '../../notify/NotifyProvider';

export default function ResetRequestPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      await api.auth.resetRequest(email);
      notify('Un mail vous a été envoyé', 'success');
      navigate('/login');
    } catch (caught) {
      setError(errorMessage(caught));
      setLoading(false);
    }
  };
  return (
    <Card title="Mot de passe oublié">
      <form onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <Button type="submit" loading={loading}>
          Envoyer
        </Button>
        <p>
          Pas de compte ? <Link to="/signup">créez un nouveau compte</Link>
        </p>
      </form>
    </Card>
  );
}
