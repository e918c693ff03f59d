import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetRequestForm } from './ResetRequestForm';

const meta = {
  title: 'Account/ResetRequestForm',
  component: ResetRequestForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'marie@exemple.fr');
    await userEvent.click(await canvas.findByRole('button', { name: 'Envoyer le lien' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'marie@exemple.fr' });
    await expect(await canvas.findByRole('link', { name: 'créez un nouveau compte' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Envoyer le lien' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'marie.exemple.fr');
    await userEvent.click(await canvas.findByRole('button', { name: 'Envoyer le lien' }));
    await expect(email).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the link is requested, the form cannot be sent a second time. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'marie@exemple.fr{Enter}');
    const send = await canvas.findByRole('button', { name: 'Envoyer le lien' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: '' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Une erreur interne s'est produite.",
    );
  },
};
