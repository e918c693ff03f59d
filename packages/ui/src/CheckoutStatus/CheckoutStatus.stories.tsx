import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CheckoutInfo } from '@mieux-disant/domain';
import { CheckoutStatus } from './CheckoutStatus';

const success: CheckoutInfo = {
  status: 'success',
  date: '2025-06-14T16:05:00Z',
  price: '1300.00',
  subscription: 'Standard',
  transactionId: 'cs_test_a1B2c3D4e5F6',
  sessionUrl: null,
};

const meta = {
  title: 'Subscription/CheckoutStatus',
  component: CheckoutStatus,
  args: { info: success },
} satisfies Meta<typeof CheckoutStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 });

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await title(canvasElement)).toHaveTextContent('Paiement réussi');
    await expect(
      await canvas.findByText('Merci pour votre paiement. Nous vous avons envoyé un mail de confirmation.'),
    ).toBeVisible();
    await expect(canvas.getByText('Prix payé')).toBeVisible();
    await expect(canvas.getByText(/1\s300,00\s€/)).toBeVisible();
    await expect(canvas.getByText('Standard')).toBeVisible();
    await expect(canvas.getByText('cs_test_a1B2c3D4e5F6')).toBeVisible();
    await expect(canvas.getByText('Date (UTC)')).toBeVisible();
    await expect(canvas.getByText('14/06/2025 16:05')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Réessayer' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'Retour à l’abonnement' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  },
};

export const PendingWithPaymentUrl: Story = {
  args: { info: { ...success, status: 'pending', sessionUrl: 'https://paiement.exemple.fr/session/abc' } },
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toHaveTextContent('En attente de paiement');
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Procéder au paiement' }),
    ).toHaveAttribute('href', 'https://paiement.exemple.fr/session/abc');
  },
};

export const PendingWithoutUrl: Story = {
  args: { info: { ...success, status: 'pending', transactionId: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Procéder au paiement' })).toBeNull();
  },
};

export const Validating: Story = {
  args: { info: { ...success, status: 'validating', transactionId: null } },
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toHaveTextContent('En cours de validation');
  },
};

export const Failed: Story = {
  args: { info: { ...success, status: 'fail', transactionId: null } },
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toHaveTextContent('Paiement echoué');
    await expect(await within(canvasElement).findByRole('link', { name: 'Réessayer' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  },
};

export const NoInformation: Story = {
  args: { info: null },
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toHaveTextContent('Aucune info disponible');
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Retour à l’abonnement' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Chargement...' })).toBeVisible();
  },
};
