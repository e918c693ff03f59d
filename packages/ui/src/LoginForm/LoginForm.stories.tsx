import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'marie@exemple.fr');
    await userEvent.type(await canvas.findByLabelText('Mot de passe'), 'secret123');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Se souvenir de moi' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'marie@exemple.fr',
      password: 'secret123',
      remember: true,
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(await canvas.findByLabelText('Mot de passe')).toBeRequired();
    await userEvent.click(await canvas.findByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'pas-un-email');
    await userEvent.type(await canvas.findByLabelText('Mot de passe'), 'x');
    await userEvent.click(await canvas.findByRole('button', { name: 'Se connecter' }));
    await expect(email).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await expect(await canvas.findByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const Pending: Story = {
  args: { pending: true, defaultValues: { email: 'marie@exemple.fr', password: 'secret123' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Se connecter' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Email ou mot de passe incorrect.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Email ou mot de passe incorrect.',
    );
  },
};

export const FallbackError: Story = {
  args: { error: '' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Une erreur interne s'est produite.",
    );
  },
};

export const Remembered: Story = {
  args: {
    defaultValues: {
      email: 'marie-christine.de-la-rochefoucauld@collectivite-territoriale.fr',
      remember: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Se souvenir de moi' })).toBeChecked();
    await userEvent.type(await canvas.findByLabelText('Mot de passe'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'marie-christine.de-la-rochefoucauld@collectivite-territoriale.fr',
      password: 'secret123',
      remember: true,
    });
  },
};
