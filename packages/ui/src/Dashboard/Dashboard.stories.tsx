import { TENDER_STATUSES } from '@mieux-disant/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TenderSummary } from '../TenderCard';
import { Dashboard } from './Dashboard';

const titles = [
  'Réfection de la voirie communale',
  'Construction d’un groupe scolaire',
  'Entretien des espaces verts 2025',
  'Rénovation énergétique de la mairie',
  'Fourniture de mobilier urbain',
  'Extension du réseau de chaleur',
  'Nettoyage des locaux administratifs',
  'Travaux d’accessibilité des écoles',
  'Maîtrise d’œuvre du pôle culturel',
];

const tenders: TenderSummary[] = TENDER_STATUSES.map((status, i) => ({
  id: `t-${i + 1}`,
  title: titles[i] ?? `Analyse ${i + 1}`,
  status,
  created_at: `2025-0${(i % 9) + 1}-1${i}T08:00:00Z`,
}));

const meta = {
  title: 'Dashboard/Dashboard',
  component: Dashboard,
  args: { tenders: tenders.slice(0, 3), onOpen: fn(), onDelete: fn() },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Nouvelle analyse' })).toHaveAttribute(
      'href',
      '/new-analysis/extract-ponderation',
    );
    await expect(
      within(await canvas.findByRole('list', { name: 'Analyses' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { tenders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Créez votre première analyse d'appel d'offre" }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Lancer une analyse' })).toHaveAttribute(
      'href',
      '/new-analysis/extract-ponderation',
    );
  },
};

export const Loading: Story = {
  args: { tenders: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Chargement...' })).toBeVisible();
    await expect(canvas.queryByText("Créez votre première analyse d'appel d'offre")).toBeNull();
  },
};

export const LoadError: Story = {
  args: { tenders: [], error: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Une erreur interne s'est produite.");
    await expect(canvas.queryByText("Créez votre première analyse d'appel d'offre")).toBeNull();
  },
};

/** Every status of the workflow, one card each: colours, progress and the three button states. */
export const EveryStatus: Story = {
  args: { tenders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: 'Analyse en cours...' })).toHaveLength(3);
    await expect(await canvas.findAllByRole('button', { name: 'Consulter le résultat' })).toHaveLength(1);
    await expect(await canvas.findAllByRole('button', { name: "Poursuivre l'analyse" })).toHaveLength(5);
  },
};

export const DeleteFromTheGrid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Actions pour Construction d’un groupe scolaire',
      }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirmer la suppression' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith('t-2');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Narrow: Story = {
  args: { tenders },
  // The layout follows the viewport (media queries): shown in Storybook's phone viewport.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
