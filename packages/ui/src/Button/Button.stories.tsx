import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Nouvelle analyse', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nouvelle analyse' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Analyse en cours...' },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Analyse en cours...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Nouvelle analyse' }),
    ).toBeDisabled();
  },
};

export const LongFrenchText: Story = {
  args: { children: 'Poursuivre vers les critères de pondérations' },
};

export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button {...args} variant="primary">
        Principal
      </Button>
      <Button {...args} variant="secondary">
        Secondaire
      </Button>
      <Button {...args} variant="danger">
        Supprimer
      </Button>
      <Button {...args} variant="ghost">
        Discret
      </Button>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} loading>
        Analyse en cours...
      </Button>
      <Button {...args} disabled>
        Désactivé
      </Button>
      <div style={{ width: 320 }}>
        <Button {...args} fullWidth>
          Pleine largeur
        </Button>
      </div>
    </div>
  ),
};
