import { PLANS } from '@mieux-disant/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Subscription } from './Subscription';

const meta = {
  title: 'Subscription/Subscription',
  component: Subscription,
  args: { subscription: null, onAction: fn(), contactEmail: 'contact@mieux-disant.fr' },
} satisfies Meta<typeof Subscription>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

export const NoSubscription: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Choisissez votre abonnement' }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Souscrire' })).toHaveLength(2);
    await expect((await card(canvasElement, 'Standard')).getByText(/1300/)).toBeVisible();
    await expect((await card(canvasElement, 'Premium')).getByText(/2200/)).toBeVisible();
    await userEvent.click((await card(canvasElement, 'Premium')).getByRole('button', { name: 'Souscrire' }));
    await expect(args.onAction).toHaveBeenCalledWith('subscribe', PLANS.Premium);
    await expect(await canvas.findByRole('link', { name: 'contactez-nous' })).toHaveAttribute(
      'href',
      'mailto:contact@mieux-disant.fr',
    );
  },
};

export const Subscribed: Story = {
  args: {
    subscription: { type: 'Standard', nextSubscription: null, cancellationDate: null, changeDate: null },
  },
  play: async ({ canvasElement, args }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: "Votre formule d'abonnement : Standard",
      }),
    ).toBeVisible();
    await userEvent.click((await card(canvasElement, 'Standard')).getByRole('button', { name: 'Annuler' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel', PLANS.Standard);
    await userEvent.click(
      (await card(canvasElement, 'Premium')).getByRole('button', { name: 'Basculer vers cette formule' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('switch', PLANS.Premium);
  },
};

export const CancellationPending: Story = {
  args: {
    subscription: {
      type: 'Premium',
      nextSubscription: null,
      cancellationDate: '2025-07-31T00:00:00Z',
      changeDate: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Votre abonnement sera annulé le 31/07/2025',
    );
    const cancelButton = async () =>
      (await card(canvasElement, 'Premium')).getByRole('button', { name: 'Annuler' });
    // Radix Tooltip loads just after the render: a disabled button then sits in a wrapper with `data-state`.
    await waitFor(async () => expect((await cancelButton()).closest('[data-state]')).not.toBeNull());
    const cancel = await cancelButton();
    await expect(cancel).toBeDisabled();
    await userEvent.hover(cancel);
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Désabonnement déjà pris en compte',
    );
    await userEvent.unhover(cancel);
    const switchButton = (await card(canvasElement, 'Standard')).getByRole('button', {
      name: 'Basculer vers cette formule',
    });
    await expect(switchButton).toBeDisabled();
    await userEvent.hover(switchButton);
    await expect(
      await body(canvasElement).findByRole('tooltip', {
        name: 'Désabonnement en attente. Vous ne pouvez pas changer de formule',
      }),
    ).toBeInTheDocument();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const ChangePending: Story = {
  args: {
    subscription: {
      type: 'Standard',
      nextSubscription: 'Premium',
      cancellationDate: null,
      changeDate: '2025-08-01T00:00:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Votre abonnement évoluera vers la version Premium le 01/08/2025',
    );
    const targetButton = async () =>
      (await card(canvasElement, 'Premium')).getByRole('button', { name: 'Basculer vers cette formule' });
    // Radix Tooltip loads just after the render: a disabled button then sits in a wrapper with `data-state`.
    await waitFor(async () => expect((await targetButton()).closest('[data-state]')).not.toBeNull());
    await expect(await targetButton()).toBeDisabled();
    // Keyboard users reach the disabled button's tooltip too: Annuler (Standard), then the Premium button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Changement de formule déjà pris en compte',
    );
    await expect(
      (await card(canvasElement, 'Standard')).getByRole('button', { name: 'Annuler' }),
    ).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Chargement...' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pendingPlan: 'Standard' },
  play: async ({ canvasElement }) => {
    await expect(
      (await card(canvasElement, 'Standard')).getByRole('button', { name: 'Souscrire' }),
    ).toBeDisabled();
  },
};

export const ActionError: Story = {
  args: { error: 'Failed to create payment link' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to create payment link',
    );
  },
};
