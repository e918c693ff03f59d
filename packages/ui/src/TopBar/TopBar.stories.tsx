import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../Link';
import { TopBar } from './TopBar';

const navigate = fn();

/** A host link that reports navigation instead of leaving the page, as a router link would. */
function SpyLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { firstname: 'Marie', lastname: 'Dupont', role: 'user' },
    currentPath: '/',
    supportEmail: 'support@mieux-disant.fr',
    onLogout: fn(),
    LinkComponent: SpyLink,
  },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = async (canvasElement: HTMLElement) => {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Navigation principale' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

export const User: Story = {
  play: async ({ canvasElement }) => {
    await expect(await linkNames(canvasElement)).toEqual(['Accueil', 'Paramètres']);
  },
};

export const UserAdmin: Story = {
  args: {
    user: { firstname: 'Marie', lastname: 'Dupont', role: 'user_admin' },
    currentPath: '/subscription',
  },
  play: async ({ canvasElement }) => {
    await expect(await linkNames(canvasElement)).toEqual(['Accueil', 'Abonnement', 'Paramètres']);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Abonnement' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  },
};

export const Admin: Story = {
  args: { user: { firstname: 'Paul', lastname: 'Martin', role: 'admin' }, currentPath: '/admin' },
  play: async ({ canvasElement }) => {
    await expect(await linkNames(canvasElement)).toEqual(['Accueil', 'Abonnement', 'Paramètres', 'Admin']);
    await expect(await within(canvasElement).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NavigatesThroughHostLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'Paramètres' }));
    await expect(navigate).toHaveBeenCalledWith('/settings');
  },
};

export const SupportAndLogout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@mieux-disant.fr',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LoggingOut: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Déconnexion' })).toBeDisabled();
  },
};

export const LoggedOut: Story = {
  args: { user: null, logoHref: '/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Déconnexion' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'Mieux-Disant' })).toHaveAttribute('href', '/login');
  },
};

export const LongName: Story = {
  args: {
    user: { firstname: 'Marie-Christine', lastname: 'de La Rochefoucauld-Montmorency', role: 'admin' },
  },
};

export const Narrow: Story = {
  args: { user: { firstname: 'Paul', lastname: 'Martin', role: 'admin' } },
  // The layout follows the viewport (media queries): shown in Storybook's phone viewport.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
