import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UNLOCK_TITLE, UnlockCriteriaDialog } from './UnlockCriteriaDialog';

const meta = {
  title: 'Analysis/UnlockCriteriaDialog',
  component: UnlockCriteriaDialog,
  args: { onClose: fn(), onUnlock: fn() },
} satisfies Meta<typeof UnlockCriteriaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const UnlockWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: UNLOCK_TITLE }));
    await userEvent.type(
      dialog.getByLabelText(/Motif du déverrouillage/),
      '  Le RC pondère le prix à 50 %.  ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Déverrouiller' }));
    await expect(args.onUnlock).toHaveBeenCalledWith('Le RC pondère le prix à 50 %.');
  },
};

export const ReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: UNLOCK_TITLE }));
    await userEvent.click(dialog.getByRole('button', { name: 'Déverrouiller' }));
    await expect(args.onUnlock).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText(/Motif du déverrouillage/)).toBeInvalid();
  },
};

export const ServerError: Story = {
  args: {
    error:
      "L'analyse des candidats est en cours : attendez qu'elle se termine pour déverrouiller les critères.",
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: UNLOCK_TITLE }));
    await expect(dialog.getByText(/L'analyse des candidats est en cours/)).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: UNLOCK_TITLE }));
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
