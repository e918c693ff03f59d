import { PLANS, planButton } from '@mieux-disant/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'Subscription/PlanCard',
  component: PlanCard,
  args: { plan: PLANS.Standard, button: planButton('Standard', null), onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, paddingTop: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribe: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Standard' })).toBeVisible();
    await expect(await canvas.findByText('2 utilisateurs')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Souscrire' }));
    await expect(args.onAction).toHaveBeenCalledWith('subscribe', PLANS.Standard);
  },
};

export const CurrentPlan: Story = {
  args: {
    plan: PLANS.Premium,
    current: true,
    button: planButton('Premium', {
      type: 'Premium',
      nextSubscription: null,
      cancellationDate: null,
      changeDate: null,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Formule actuelle')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Annuler' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel', PLANS.Premium);
  },
};

/** While the plan change is sent, the button is busy and cannot be pressed again. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Souscrire' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
