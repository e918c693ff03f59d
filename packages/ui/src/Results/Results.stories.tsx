import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rankCompanies } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { companyAnalyses } from '../analysisFixtures/analysisFixtures';
import { Results } from './Results';

/** Three companies with known overall notes: the second one is the best (81/100). */
function threeCompanies(): CompanyAnalysis[] {
  const notes = ['72,5/100', '81/100', '64/100'];
  return rankCompanies(
    companyAnalyses(4)
      .slice(1)
      .map((analysis, index) => ({
        ...analysis,
        Evaluation_globale: { ...analysis.Evaluation_globale, note: notes[index] ?? '0/100' },
      })),
  );
}

const meta = {
  title: 'Analysis/Results',
  component: Results,
  args: { state: 'loaded', analyses: threeCompanies(), status: 'phase2_done', onOpenDetailed: fn() },
} satisfies Meta<typeof Results>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BestCandidate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'Le candidat le mieux disant - Électricité Générale du Grésivaudan',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Voir l'analyse détaillée" }));
    await expect(args.onOpenDetailed).toHaveBeenCalledTimes(1);
  },
};

export const MatrixColumns: Story = {
  play: async ({ canvasElement }) => {
    const matrix = await within(canvasElement).findByRole('region', { name: 'Matrice de comparaison' });
    const headers = within(matrix)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // One column per category with a note in any company, in the fixed criterion order, overall last.
    await expect(headers).toEqual([
      'Entreprise',
      'Technique',
      'Sécurité',
      'Environnement',
      'Financier',
      'Méthodologie',
      'Expérience',
      'Délais',
      'Évaluation globale',
    ]);
    await expect(within(matrix).getAllByRole('row')).toHaveLength(4);
  },
};

export const MatrixTooltipShowsDetail: Story = {
  play: async ({ canvasElement }) => {
    const matrix = await within(canvasElement).findByRole('region', { name: 'Matrice de comparaison' });
    const row = within(matrix).getByRole('row', { name: /Électricité Générale du Grésivaudan/ });
    // Cells follow the columns: Technique, Sécurité, Environnement, then Financier.
    await userEvent.hover(within(row).getAllByRole('cell')[3]?.firstElementChild as HTMLElement);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Note calculée par la formule Note = 40 × Pmin / Poffre',
    );
  },
};

export const MatrixMissingNote: Story = {
  play: async ({ canvasElement }) => {
    const matrix = await within(canvasElement).findByRole('region', { name: 'Matrice de comparaison' });
    // The fourth fixture company (Atelier Charpente Bérard) has no environmental evaluation.
    const row = within(matrix).getByRole('row', { name: /Atelier Charpente Bérard/ });
    const missing = within(row).getByText('N/A');
    missing.focus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Détail non disponible',
    );
  },
};

export const CompanyCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    const messages = cards.map((card) =>
      within(card).queryByText(
        /^(Tous les documents requis sont fournis|Certains documents sont manquants)$/,
      ),
    );
    await expect(messages.every(Boolean)).toBe(true);
  },
};

export const InProgress: Story = {
  args: { status: 'phase2_ongoing', state: 'loading', analyses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Analyse comparative en cours...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Avancement' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(canvas.getByText('Analyse des candidats en cours')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status', { name: "Avancement de l'analyse" });
    await expect(banner).toHaveTextContent('success');
  },
};

export const LoadError: Story = {
  args: { state: 'error', analyses: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors du chargement des données',
    );
  },
};

export const Empty: Story = {
  args: { analyses: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Aucune analyse d'entreprise n'est encore disponible."),
    ).toBeVisible();
  },
};

export const FifteenCompanies: Story = {
  args: { analyses: companyAnalyses(15) },
  play: async ({ canvasElement }) => {
    const matrix = await within(canvasElement).findByRole('region', { name: 'Matrice de comparaison' });
    await expect(within(matrix).getAllByRole('row')).toHaveLength(16);
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(15);
  },
};

export const LongFrenchText: Story = {
  args: {
    analyses: threeCompanies().map((analysis) => ({
      ...analysis,
      compagnie: `${analysis.compagnie} — Groupement momentané d'entreprises solidaires avec mandataire`,
      Evaluation_globale: {
        ...analysis.Evaluation_globale,
        points_positifs: [
          "Mémoire technique particulièrement détaillé sur l'organisation du chantier en site occupé, avec un phasage validé par le directeur d'école et des cheminements piétons sécurisés pendant toute la durée des travaux",
        ],
      },
    })),
  },
};
