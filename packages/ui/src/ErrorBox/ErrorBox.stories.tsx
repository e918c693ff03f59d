import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBox } from './ErrorBox';

const meta = {
  title: 'Primitives/ErrorBox',
  component: ErrorBox,
  args: { children: 'Email ou mot de passe incorrect.' },
} satisfies Meta<typeof ErrorBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Email ou mot de passe incorrect.',
    );
  },
};

export const Fallback: Story = {
  args: { children: '' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Une erreur interne s'est produite.",
    );
  },
};

export const WithTitle: Story = {
  args: {
    title: 'Erreur lors du traitement',
    children: 'Une erreur est survenue lors du chargement des données',
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('Erreur lors du traitement')).toBeVisible();
    await expect(alert).toHaveTextContent('Une erreur est survenue lors du chargement des données');
  },
};
