import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Account/SignupForm',
  component: SignupForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, confirm: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Prénom' }), 'Marie');
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Nom' }), 'Dupont');
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Entreprise' }), 'BTP Ouest');
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'marie@btp-ouest.fr');
  await userEvent.type(await canvas.findByLabelText('Mot de passe'), 'Bouleau-Granit-92');
  await userEvent.type(await canvas.findByLabelText('Confirmer le mot de passe'), confirm);
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Bouleau-Granit-92');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstname: 'Marie',
        lastname: 'Dupont',
        company: 'BTP Ouest',
        email: 'marie@btp-ouest.fr',
        password: 'Bouleau-Granit-92',
        confirmPassword: 'Bouleau-Granit-92',
      }),
    );
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'secret124');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(await canvas.findByLabelText('Confirmer le mot de passe')).toBeInvalid();
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer mon compte' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Prénom', 'Nom', 'Entreprise', 'Email']) {
      await expect(await canvas.findByRole('textbox', { name })).toBeRequired();
    }
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer mon compte' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(await canvas.findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Créer mon compte' }),
    ).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Un compte existe déjà avec cette adresse e-mail.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
  },
};

/** The server answered with no message: the form says so in the words of SPEC.md §8. */
export const FallbackError: Story = {
  args: { error: '' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Une erreur interne s'est produite.",
    );
  },
};
