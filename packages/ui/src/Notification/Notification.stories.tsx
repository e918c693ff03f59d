import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Notification } from './Notification';
import type { NotificationProps } from './Notification';

/** Holds `open` like a host would, and reports each close to the `onClose` spy. */
function NotificationHost(props: NotificationProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <Notification
      {...props}
      open={open}
      onClose={() => {
        setOpen(false);
        props.onClose();
      }}
    />
  );
}

const meta = {
  title: 'Shell/Notification',
  component: NotificationHost,
  args: { open: true, message: 'Vous êtes déconnecté(e)', severity: 'success', onClose: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The bar once Radix Toast is there: it loads apart, just after the story renders (the first time, the
 * story server has to prepare it, which can take longer than a findBy's default second).
 */
const findBar = (canvasElement: HTMLElement, role: 'status' | 'alert') =>
  within(canvasElement).findByRole(role, {}, { timeout: 5000 });

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await findBar(canvasElement, 'status')).toHaveTextContent('Vous êtes déconnecté(e)');
    // Announced by the bar itself, politely: Radix's announcer is kept out so the text is written once.
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Information is announced politely (role status), not as an alert. */
export const Info: Story = {
  args: { severity: 'info', message: 'Bonjour Marie' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findBar(canvasElement, 'status')).toHaveTextContent('Bonjour Marie');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Warning: Story = {
  args: { severity: 'warning', message: 'Vous ne pouvez pas ajouter plus de 7 entreprises.' },
  play: async ({ canvasElement }) => {
    await expect(await findBar(canvasElement, 'alert')).toBeVisible();
  },
};

export const ErrorSeverity: Story = {
  name: 'Error',
  args: { severity: 'error', message: 'Failed to create payment link' },
  play: async ({ canvasElement }) => {
    await expect(await findBar(canvasElement, 'alert')).toHaveTextContent('Failed to create payment link');
  },
};

export const DefaultSeverityIsInfo: Story = {
  args: { severity: undefined, message: 'Invitation envoyée avec succès.' },
  play: async ({ canvasElement }) => {
    await expect(await findBar(canvasElement, 'status')).toBeVisible();
  },
};

/** Closes itself after 3000 ms: not before 2500 ms, gone by 3000 ms plus a margin. No sleeps. */
export const AutoClosesAfter3000ms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shownAt = performance.now();
    await findBar(canvasElement, 'status');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 4500, interval: 50 });
    const elapsed = performance.now() - shownAt;
    await expect(elapsed).toBeGreaterThanOrEqual(2500);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosedByTheUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findBar(canvasElement, 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes the bar, as its close button does. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = await findBar(canvasElement, 'status');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bar).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongFrenchText: Story = {
  args: {
    severity: 'error',
    message:
      'Le nom de chaque entreprise doit être unique. Merci de corriger les noms en doublons avant de relancer l’analyse.',
  },
};
