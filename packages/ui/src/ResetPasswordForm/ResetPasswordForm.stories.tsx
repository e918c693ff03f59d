import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await userEvent.type(await canvas.findByLabelText('Confirmer le mot de passe'), 'nouveau-secret');
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier le mot de passe' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'nouveau-secret' }));
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await userEvent.type(await canvas.findByLabelText('Confirmer le mot de passe'), 'autre');
    await expect(await canvas.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Modifier le mot de passe' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the new password is sent, the form cannot be sent a second time. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await userEvent.type(await canvas.findByLabelText('Confirmer le mot de passe'), 'nouveau-secret{Enter}');
    const send = await canvas.findByRole('button', { name: 'Modifier le mot de passe' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'Ce lien a expiré. Faites une nouvelle demande.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Ce lien a expiré.');
  },
};
