import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Shell/PageHeader',
  component: PageHeader,
  args: {
    title: 'Résultats de l’analyse',
    subtitle: 'Analyse comparative détaillée des réponses des entreprises.',
    actions: <Button>Exporter</Button>,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Résultats de l’analyse' }),
    ).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined, actions: undefined } };
