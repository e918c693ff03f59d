import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';

const onDelete = fn();
const onRename = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    items: [
      { label: 'Renommer', onSelect: onRename },
      { label: 'Supprimer', onSelect: onDelete, tone: 'danger' },
    ],
  },
  beforeEach: () => {
    onDelete.mockClear();
    onRename.mockClear();
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Supprimer' }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    // The trigger Radix draws once it has loaded (the one focused may have stood in for it).
    await expect(await within(canvasElement).findByRole('button', { name: 'Actions' })).toHaveFocus();
    await expect(onRename).not.toHaveBeenCalled();
  },
};
