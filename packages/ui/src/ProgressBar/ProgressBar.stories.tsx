import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 25 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Progression' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(await within(canvasElement).findByText(/^25\s%$/)).toBeVisible();
  },
};

export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ProgressBar value={0} label="Vide" />
      <ProgressBar value={35} tone="error" label="Erreur" />
      <ProgressBar value={75} tone="progress" label="En cours" />
      <ProgressBar value={100} tone="done" label="Terminé" />
    </div>
  ),
};
