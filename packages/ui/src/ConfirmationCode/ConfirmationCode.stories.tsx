import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmationCode } from './ConfirmationCode';

const meta = {
  title: 'Account/ConfirmationCode',
  component: ConfirmationCode,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof ConfirmationCode>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).findByRole('textbox', { name: `Chiffre ${n} sur 6` });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('textbox')).toHaveLength(6);
    await expect(await canvas.findByText('Ce code est valable 1 heure.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Confirmer' })).toBeDisabled();
  },
};

export const TypingAdvances: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await box(canvasElement, 1));
    await userEvent.keyboard('4');
    await expect(await box(canvasElement, 2)).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(await box(canvasElement, 2)).toHaveValue('');
    await userEvent.keyboard('82');
    await expect(await box(canvasElement, 4)).toHaveFocus();
    const confirm = await within(canvasElement).findByRole('button', { name: 'Confirmer' });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('915');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onSubmit).toHaveBeenCalledWith('482915');
  },
};

export const BackspaceMovesBackAndClears: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await box(canvasElement, 1));
    await userEvent.keyboard('123');
    await expect(await box(canvasElement, 4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(await box(canvasElement, 3)).toHaveFocus();
    await expect(await box(canvasElement, 3)).toHaveValue('');
    await expect(await box(canvasElement, 2)).toHaveValue('2');
    await userEvent.keyboard('{Backspace}');
    await expect(await box(canvasElement, 2)).toHaveFocus();
    await expect(await box(canvasElement, 2)).toHaveValue('');
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await box(canvasElement, 3));
    await userEvent.paste('654321');
    for (const [i, digit] of ['6', '5', '4', '3', '2', '1'].entries()) {
      await expect(await box(canvasElement, i + 1)).toHaveValue(digit);
    }
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Confirmer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('654321');
  },
};

export const Resend: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Renvoyer le code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the code is checked, a complete code cannot be sent again; a new code can still be asked for. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await box(canvasElement, 1));
    await userEvent.keyboard('482913');
    await expect(await box(canvasElement, 6)).toHaveValue('3');
    const confirm = await within(canvasElement).findByRole('button', { name: 'Confirmer' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Renvoyer le code' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Code invalide ou expiré.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Code invalide ou expiré.',
    );
  },
};
