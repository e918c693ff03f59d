import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Réfection de la voirie communale',
    children: <p>Date de création: 12/03/2025</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Réfection de la voirie communale' }),
    ).toBeVisible();
  },
};

export const WithHeaderAction: Story = {
  args: { headerAction: <Button size="sm">Modifier</Button> },
};

export const LongFrenchText: Story = {
  args: {
    title:
      'Marché public de travaux de réhabilitation thermique et énergétique des bâtiments communaux et intercommunaux',
  },
};

export const Untitled: Story = { args: { title: undefined } };
