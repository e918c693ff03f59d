import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'marie@exemple.fr');
    await expect(input).toHaveValue('marie@exemple.fr');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { error: 'Adresse e-mail invalide', defaultValue: 'marie@' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Adresse e-mail invalide');
  },
};

export const WithHint: Story = {
  args: { label: 'Nom de l’analyse', type: 'text', hint: 'Par exemple : Réfection de la voirie 2025' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Nom de l’analyse' }),
    ).toHaveAccessibleDescription('Par exemple : Réfection de la voirie 2025');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'marie@exemple.fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const LongFrenchText: Story = {
  args: {
    label: 'Intitulé complet de la consultation relative aux travaux de réhabilitation énergétique',
    type: 'text',
    defaultValue:
      'Marché public de travaux de réhabilitation thermique et énergétique des bâtiments communaux de la métropole',
  },
};

/** Every state side by side, for design review. */
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Prénom" placeholder="Marie" />
      <TextField label="Email" type="email" required defaultValue="marie@exemple.fr" />
      <TextField label="Entreprise" hint="Le nom qui apparaîtra sur vos rapports." />
      <TextField label="Email" type="email" error="Adresse e-mail invalide" defaultValue="marie@" />
      <TextField label="Nom" disabled defaultValue="Dupont" />
    </div>
  ),
};
