import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { supportEmail: 'support@mieux-disant.fr', year: 2025 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('© 2025 Mieux-Disant')).toBeVisible();
    await expect(await canvas.findByText('Version 1.0.1')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Contacter le Support' })).toHaveAttribute(
      'href',
      'mailto:support@mieux-disant.fr',
    );
  },
};

export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(`© ${new Date().getFullYear()} Mieux-Disant`),
    ).toBeVisible();
  },
};
