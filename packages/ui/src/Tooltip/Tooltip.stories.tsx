import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Désabonnement déjà pris en compte',
    children: <Button disabled>Annuler</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Radix Tooltip loads apart, just after the story renders: its trigger then carries `data-state`. */
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-state]')).not.toBeNull());

export const OnDisabledButton: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.hover(await within(canvasElement).findByRole('button', { name: 'Annuler' }));
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Désabonnement déjà pris en compte',
    );
  },
};

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.tab();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Désabonnement déjà pris en compte',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const WithoutContent: Story = {
  args: { content: null, children: <Button>Souscrire</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.hover(await within(canvasElement).findByRole('button', { name: 'Souscrire' }));
    await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: {
    content: 'Désabonnement en attente. Vous ne pouvez pas changer de formule',
    children: <Button disabled>Basculer vers cette formule</Button>,
  },
};

export const OnEnabledButton: Story = {
  args: { content: 'Lancer une nouvelle analyse', children: <Button>Nouvelle analyse</Button> },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.tab();
    const button = await within(canvasElement).findByRole('button', { name: 'Nouvelle analyse' });
    await expect(button).toHaveFocus();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Lancer une nouvelle analyse',
    );
  },
};
