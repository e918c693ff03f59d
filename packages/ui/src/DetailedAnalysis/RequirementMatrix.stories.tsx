import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CompanyAnalysis, RequirementCoverage } from '@mieux-disant/domain';
import { companyAnalyses } from '../analysisFixtures/analysisFixtures';
import { MethodologyAnalysis, TechnicalAnalysis } from './CategoryAnalysis';
import { RequirementMatrix } from './RequirementMatrix';

function requirement(
  id: string,
  critère: string,
  exigence: string,
  statut: RequirementCoverage['statut'],
  page = 2,
): RequirementCoverage {
  return {
    id,
    critère,
    sous_critère:
      critère === 'Technique' ? 'Moyens humains affectés à la mission' : 'Méthodologie d’exécution',
    exigence,
    source: 'CCTP-gardiennage.pdf, p. 5',
    statut,
    réponse: statut === 'couvert' ? 'Répond avec chiffre.' : '',
    preuves:
      statut === 'non couvert' ? [] : [{ fichier: 'memoire.pdf', page, texte: 'Nous affectons 6 agents.' }],
  };
}

const NAGE = 'Les agents devront être capables de nager 25 mètres en grande profondeur.';
const EFFECTIF = 'Le prestataire indiquera l’effectif pressenti sur la mission.';
const MAIN_COURANTE = 'Le prestataire fournira un registre de main courante pour chacun des 3 sites.';

/** Three companies of the fixtures with their coverage: precise, average, generic. */
function withCoverage(): CompanyAnalysis[] {
  const statuses: RequirementCoverage['statut'][][] = [
    ['couvert', 'couvert', 'couvert'],
    ['partiel', 'couvert', 'partiel'],
    ['non couvert', 'non couvert', 'non couvert'],
  ];
  return companyAnalyses(3).map((analysis, i) => ({
    ...analysis,
    Exigences: [
      requirement('Technique-1-01', 'Technique', NAGE, statuses[i]![0]!, 1),
      requirement('Technique-1-02', 'Technique', EFFECTIF, statuses[i]![1]!),
      requirement('Méthodologie-2-01', 'Méthodologie', MAIN_COURANTE, statuses[i]![2]!, 3),
    ],
    Spécificité: {
      part_spécifique: [96, 71, 12][i]!,
      mémoire_générique: i === 2,
      détail: '',
      passages_génériques: [],
    },
  }));
}

const meta = {
  title: 'Analysis/DetailedAnalysis/RequirementMatrix',
  component: RequirementMatrix,
  args: { analyses: withCoverage(), category: 'Technique' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24, maxWidth: 960, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequirementMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Couverture des exigences — Technique' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    expect(headers[0]).toBe('Exigence');
    args.analyses.forEach((a, i) => expect(headers[i + 1]).toContain(a.compagnie));
    const nage = within(table).getByRole('row', { name: /nager 25 mètres/ });
    const cells = within(nage)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    expect(cells[0]).toContain('CCTP-gardiennage.pdf, p. 5');
    expect(cells[1]).toBe('Couvertmemoire.pdf, p. 1');
    expect(cells[2]).toBe('Partiellement couvertmemoire.pdf, p. 1');
    expect(cells[3]).toBe('Non couvert');
    // Only this page's requirements.
    expect(within(table).queryByRole('row', { name: /main courante/ })).toBeNull();
    expect(within(table).getByText('96 % spécifique')).toBeVisible();
    expect(within(table).getByText('Mémoire générique')).toBeVisible();
  },
};

/** A company whose mémoire is a scan: its evidence says the text was recognised by OCR. */
export const EvidenceOnAScannedPage: Story = {
  args: {
    analyses: withCoverage().map((analysis, i) =>
      i === 0
        ? {
            ...analysis,
            Exigences: analysis.Exigences?.map((r) => ({
              ...r,
              preuves: r.preuves.map((p) => ({ ...p, fichier: 'memoire-scanne.pdf', ocr: true })),
            })),
          }
        : analysis,
    ),
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Couverture des exigences — Technique',
    });
    const cells = within(within(table).getByRole('row', { name: /nager 25 mètres/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    expect(cells[1]).toBe('Couvertmemoire-scanne.pdf, p. 1 — texte reconnu par OCR');
    expect(cells[2]).toBe('Partiellement couvertmemoire.pdf, p. 1');
  },
};

export const NothingToCompare: Story = {
  args: { analyses: companyAnalyses(2) },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const OnTheTechniquePage: Story = {
  render: (args) => <TechnicalAnalysis analyses={args.analyses} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Analyse Technique', level: 1 });
    const table = canvas.getByRole('table', { name: 'Couverture des exigences — Technique' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

export const OnTheMethodologyPage: Story = {
  render: (args) => <MethodologyAnalysis analyses={args.analyses} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Couverture des exigences — Méthodologie' });
    const row = within(table).getByRole('row', { name: /main courante/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      `${MAIN_COURANTE}CCTP-gardiennage.pdf, p. 5`,
      'Couvertmemoire.pdf, p. 3',
      'Partiellement couvertmemoire.pdf, p. 3',
      'Non couvert',
    ]);
  },
};
