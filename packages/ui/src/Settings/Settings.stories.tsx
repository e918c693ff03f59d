import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Settings } from './Settings';

const meta = {
  title: 'Settings/Settings',
  component: Settings,
  args: {
    seats: { company: 'BTP Ouest', totalSeats: 5, usedSeats: 2, remainingSeats: 3 },
    credits: 1400,
    onInvite: fn(),
    onChangePassword: fn(),
    onDeleteAccount: fn(),
  },
} satisfies Meta<typeof Settings>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Paramètre du compte' })).toBeVisible();
    await expect(await canvas.findByText('BTP Ouest')).toBeVisible();
    await expect(await canvas.findByText('1400')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Inviter un utilisateur' })).toBeVisible();
  },
};

export const SeatsLoading: Story = {
  args: { seats: null, seatsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement...')).toBeVisible();
  },
};

export const SeatsAbsent: Story = {
  args: { seats: null, credits: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Utilisateurs et crédits' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Inviter un utilisateur' })).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Supprimer le compte' })).toBeVisible();
  },
};

export const NoSeatLeft: Story = {
  args: { seats: { company: 'BTP Ouest', totalSeats: 2, usedSeats: 2, remainingSeats: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Places restantes')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Inviter un utilisateur' })).toBeNull();
  },
};

export const Invite: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Inviter un utilisateur' }),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Inviter un utilisateur' }));
    const send = dialog.getByRole('button', { name: "Envoyer l'invitation" });
    await userEvent.click(send);
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Prénom' }), 'Paul');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nom' }), 'Martin');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'paul.martin@btp-ouest.fr');
    await userEvent.click(send);
    await expect(args.onInvite).toHaveBeenCalledWith({
      firstname: 'Paul',
      lastname: 'Martin',
      email: 'paul.martin@btp-ouest.fr',
    });
    await dialogGone(canvasElement);
  },
};

export const InviteFails: Story = {
  args: {
    onInvite: fn(() => Promise.reject(new Error('refused'))),
    errors: { invite: 'Un utilisateur existe déjà avec cette adresse e-mail.' },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Inviter un utilisateur' }),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Prénom' }), 'Paul');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nom' }), 'Martin');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'paul@btp-ouest.fr');
    await userEvent.click(dialog.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Un utilisateur existe déjà');
    await expect(dialog.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Paul');
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Changer le mot de passe' }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Changer le mot de passe' }),
    );
    await userEvent.type(dialog.getByLabelText('Ancien mot de passe'), 'ancien');
    await userEvent.type(dialog.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await userEvent.type(dialog.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau');
    await expect(dialog.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Confirmer le nouveau mot de passe'), '-secret');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        oldPassword: 'ancien',
        newPassword: 'nouveau-secret',
      }),
    );
    await dialogGone(canvasElement);
  },
};

export const DeleteAccount: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Supprimer le compte' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Confirmer votre mot de passe' }),
    );
    const confirm = dialog.getByRole('button', { name: 'Supprimer le compte' });
    await userEvent.click(confirm);
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Mot de passe'), 'secret123');
    await userEvent.click(confirm);
    await expect(args.onDeleteAccount).toHaveBeenCalledWith({ password: 'secret123' });
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const open = await within(canvasElement).findByRole('button', { name: 'Supprimer le compte' });
    await userEvent.click(open);
    await userEvent.keyboard('{Escape}');
    await dialogGone(canvasElement);
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const LongCompanyName: Story = {
  args: {
    seats: {
      company: 'Communauté d’agglomération du Grand Besançon Métropole — Direction de la commande publique',
      totalSeats: 5,
      usedSeats: 5,
      remainingSeats: 0,
    },
  },
};
