import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingValidation } from './PendingValidation';

const meta = {
  title: 'Account/PendingValidation',
  component: PendingValidation,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PendingValidation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Validation en attente' })).toBeVisible();
    await expect(await canvas.findByText(/validé par un administrateur/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
