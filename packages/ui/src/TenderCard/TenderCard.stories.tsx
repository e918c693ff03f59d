import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TenderCard } from './TenderCard';

const meta = {
  title: 'Dashboard/TenderCard',
  component: TenderCard,
  args: {
    tender: {
      id: 't-42',
      title: 'Réfection de la voirie communale',
      status: 'phase1_done',
      created_at: '2025-03-12T09:30:00Z',
    },
    onOpen: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TenderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ContinueAnalysis: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12/03/2025')).toBeVisible();
    await expect(await canvas.findByText('Analyse AO terminée')).toBeVisible();
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(await canvas.findByRole('button', { name: "Poursuivre l'analyse" }));
    await expect(args.onOpen).toHaveBeenCalledWith('/new-analysis/criteria/t-42', args.tender);
  },
};

export const InProgress: Story = {
  args: { tender: { ...meta.args.tender, status: 'phase2_ongoing' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Analyse en cours...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Phase 2 reports which company and step run: the card shows the step and its bar follows it. */
export const PhaseTwoStep: Story = {
  args: {
    tender: {
      ...meta.args.tender,
      status: 'phase2_ongoing',
      progress: { step: 'Évaluation de Menuiseries Savoyardes SARL', done: 3, total: 7 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Évaluation de Menuiseries Savoyardes SARL')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '71');
  },
};

export const Done: Story = {
  args: { tender: { ...meta.args.tender, status: 'phase2_done' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Consulter le résultat' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('/analysis/t-42', args.tender);
  },
};

export const CompaniesError: Story = {
  args: { tender: { ...meta.args.tender, status: 'phase2_company_anlysis_error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Erreur à l'analyse des candidats")).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: "Poursuivre l'analyse" }));
    await expect(args.onOpen).toHaveBeenCalledWith('/new-analysis/companies/t-42', args.tender);
  },
};

export const UnknownStatus: Story = {
  args: { tender: { ...meta.args.tender, status: 'archived' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(await canvas.findByRole('button', { name: "Poursuivre l'analyse" })).toBeDisabled();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Actions pour Réfection de la voirie communale',
      }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirmer la suppression' });
    await expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer ce projet ?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith('t-42');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Actions pour Réfection de la voirie communale',
    });
    await userEvent.click(trigger);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongFrenchTitle: Story = {
  args: {
    tender: {
      ...meta.args.tender,
      status: 'phase1_update_error',
      title:
        'Marché public de travaux de réhabilitation thermique et énergétique des bâtiments communaux — lot n° 3 : menuiseries extérieures',
    },
  },
};
