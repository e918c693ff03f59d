import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NewPasswordField } from './NewPasswordField';

function Typed({ initial = '', showError = false }: { initial?: string; showError?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <NewPasswordField
      label="Mot de passe"
      name="password"
      value={value}
      showError={showError}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

const meta = {
  title: 'Primitives/NewPasswordField',
  component: Typed,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Typed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsStrengthAsTheUserTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Mot de passe'), 'password');
    await expect(await canvas.findByText('Force du mot de passe : Très faible')).toBeInTheDocument();
    await expect(await canvas.findByText(/figure parmi les mots de passe divulgués/)).toBeInTheDocument();
    await userEvent.type(await canvas.findByLabelText('Mot de passe'), '-Bouleau-Granit-92');
    await expect(await canvas.findByText('Force du mot de passe : Très fort')).toBeInTheDocument();
    await expect(canvas.queryByText(/trop facile à deviner|divulgués/)).toBeNull();
  },
};

export const WeakAfterSubmit: Story = {
  args: { initial: 'aaaaaaaa', showError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('Force du mot de passe : Très faible')).toBeInTheDocument();
  },
};

/** Nothing typed, nothing judged: no strength bar and no message until the first character. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Mot de passe');
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/^Force du mot de passe/)).toBeNull();
    await userEvent.type(input, 'a');
    await expect(await canvas.findByText(/^Force du mot de passe/)).toBeInTheDocument();
  },
};
