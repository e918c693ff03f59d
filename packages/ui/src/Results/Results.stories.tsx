import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rankCompanies } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { companyAnalyses } from '../analysisFixtures/analysisFixtures';
import { rcPonderation, scoredAnalyses } from '../analysisFixtures/resultsFixtures';
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
      'Note globalesur 100',
    ]);
    await expect(within(matrix).getAllByRole('row')).toHaveLength(4);
  },
};

export const MatrixTooltipShowsDetail: Story = {
  play: async ({ canvasElement }) => {
    const matrix = await within(canvasElement).findByRole('region', { name: 'Matrice de comparaison' });
    const row = within(matrix).getByRole('row', { name: /Électricité Générale du Grésivaudan/ });
    // Cells follow the columns: Technique, Sécurité, Environnement, then Financier. The tooltip's
    // Radix part loads just after the render; its trigger then carries `data-state`.
    const cell = within(row).getAllByRole('cell')[3]!;
    await waitFor(() => expect(cell.querySelector('[data-state]')).not.toBeNull());
    await userEvent.hover(cell.firstElementChild as HTMLElement);
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
    await expect(banner).toHaveTextContent('Analyse des candidats terminée');
    await expect(banner).not.toHaveTextContent('success');
  },
};

export const PhaseTwoStep: Story = {
  args: {
    status: 'phase2_ongoing',
    state: 'loading',
    analyses: [],
    progress: { step: 'Évaluation de Bâtir Alpes', done: 1, total: 5 },
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status', { name: "Avancement de l'analyse" });
    await expect(banner).toHaveTextContent('Évaluation de Bâtir Alpes');
    await expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};

/** The RC: the matrix follows the confirmed criteria, each note on its own weight. */
export const CriteriaOfTheRc: Story = {
  args: { analyses: scoredAnalyses(), ponderation: rcPonderation },
  play: async ({ canvasElement }) => {
    const matrix = await within(canvasElement).findByRole('region', { name: 'Matrice de comparaison' });
    const headers = within(matrix)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Entreprise',
      'Prix des prestations40 pts',
      'Valeur technique50 ptsAfficher les sous-critères',
      'Performance environnementale10 pts',
      'Note globalesur 100',
    ]);
    const row = within(matrix).getByRole('row', { name: /^Constructions Dauphinoises/ });
    // A price note of 18,6/20 is shown on the RC's 40 points; the technical value sums its sub-criteria.
    await expect(within(row).getByText('37,2/40')).toBeVisible();
    await expect(within(row).getByText('39,5/50')).toBeVisible();
  },
};

export const SubCriteriaExpand: Story = {
  args: { analyses: scoredAnalyses(), ponderation: rcPonderation },
  play: async ({ canvasElement }) => {
    const matrix = await within(canvasElement).findByRole('region', { name: 'Matrice de comparaison' });
    const toggle = within(matrix).getByRole('button', {
      name: 'Afficher les sous-critères de Valeur technique',
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const headers = within(matrix)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers.slice(3, 6)).toEqual([
      'Méthodologie d’exécution25 pts',
      'Qualité des matériaux15 pts',
      'Délais d’exécution10 pts',
    ]);
    const second = within(matrix).getAllByRole('row')[2] as HTMLElement;
    await expect(within(second).getByText('15,63/25')).toBeVisible();
    await expect(within(second).getByText('12,75/15')).toBeVisible();
    // The third company has no note of its own per sub-criterion: N/A, and the tooltip says why.
    const third = within(matrix).getAllByRole('row')[3] as HTMLElement;
    const missing = within(third).getAllByText('N/A')[0] as HTMLElement;
    missing.focus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Noté avec le critère « Valeur technique ».',
    );
    await userEvent.click(toggle);
    await expect(within(matrix).getAllByRole('columnheader')).toHaveLength(5);
  },
};

export const CardsListEverySubCriterion: Story = {
  args: { analyses: scoredAnalyses(), ponderation: rcPonderation },
  play: async ({ canvasElement }) => {
    const card = (await within(canvasElement).findAllByRole('article'))[0] as HTMLElement;
    const notes = within(card).getByLabelText('Notes de Constructions Dauphinoises par critère');
    const terms = within(notes)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual([
      'Prix des prestations (40 pts)',
      'Valeur technique (50 pts)',
      'Méthodologie d’exécution (25 pts)',
      'Qualité des matériaux (15 pts)',
      'Délais d’exécution (10 pts)',
      'Performance environnementale (10 pts)',
    ]);
    await expect(within(notes).getByText('20/25')).toBeVisible();
  },
};

export const ExportButtons: Story = {
  args: { analyses: scoredAnalyses(), ponderation: rcPonderation, onExport: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Exporter en Excel' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en PDF' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('pdf');
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
