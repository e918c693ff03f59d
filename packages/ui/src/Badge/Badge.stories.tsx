import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Analyse AO en cours', tone: 'progress' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Analyse AO en cours')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge tone="error">Erreur à l’analyse des candidats</Badge>
      <Badge tone="done">Analyse des candidats terminée</Badge>
      <Badge tone="progress">Analyse AO en cours</Badge>
      <Badge tone="warning">En attente de paiement</Badge>
      <Badge tone="neutral">Non validé</Badge>
    </div>
  ),
};
