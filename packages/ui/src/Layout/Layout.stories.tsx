import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Layout } from './Layout';

const meta = {
  title: 'Shell/Layout',
  component: Layout,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { firstname: 'Marie', lastname: 'Dupont', role: 'user_admin' },
    currentPath: '/',
    supportEmail: 'support@mieux-disant.fr',
    onLogout: fn(),
    year: 2025,
    children: <h1>Tableau de bord</h1>,
  },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expect(await canvas.findByRole('contentinfo')).toHaveTextContent('Version 1.0.1');
  },
};

export const LoggedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Veuillez vous connecter pour accéder à cette page.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Tableau de bord' })).toBeNull();
  },
};
