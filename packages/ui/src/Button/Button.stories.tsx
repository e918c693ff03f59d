import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
const meta = { component: Button, args: { children: 'Valider', onClick: fn() } } satisfies Meta<
  typeof Button
>;
export default meta;
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Valider' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
