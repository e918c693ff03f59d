import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Critère',
    options: [
      { value: 'Technique', label: 'Technique' },
      { value: 'Financier', label: 'Financier' },
      { value: 'Méthodologie', label: 'Méthodologie' },
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Critère' });
    await userEvent.selectOptions(select, 'Financier');
    await expect(select).toHaveValue('Financier');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Critère' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Veuillez choisir un critère' },
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Critère' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Veuillez choisir un critère');
  },
};
