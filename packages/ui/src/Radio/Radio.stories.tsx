import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio } from './Radio';
import { StyledRadioGroup } from './Radio.styles';

const meta = {
  title: 'Primitives/Radio',
  component: Radio,
  args: { label: 'RC.pdf', name: 'rc', value: 'RC.pdf', onChange: fn() },
} satisfies Meta<typeof Radio>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const radio = await within(canvasElement).findByRole('radio', { name: 'RC.pdf' });
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Group: Story = {
  render: (args) => (
    <StyledRadioGroup>
      <legend>Filtre</legend>
      <Radio {...args} name="filter" value="all" label="Tous" defaultChecked />
      <Radio {...args} name="filter" value="validated" label="Validés" />
      <Radio {...args} name="filter" value="not_validated" label="Non validés" />
    </StyledRadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Validés' }));
    await expect(await canvas.findByRole('radio', { name: 'Tous' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const radio = await within(canvasElement).findByRole('radio', { name: 'RC.pdf' });
    await expect(radio).toBeDisabled();
    await userEvent.click(radio, { pointerEventsCheck: 0 });
    await expect(radio).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
