import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnchorLink } from './Link';

const meta = {
  title: 'Shell/AnchorLink',
  component: AnchorLink,
  args: { href: '/settings', children: 'Paramètres' },
} satisfies Meta<typeof AnchorLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default link component: a plain anchor, used when the host passes no `LinkComponent`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Paramètres' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

export const Current: Story = {
  args: { 'aria-current': 'page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};
