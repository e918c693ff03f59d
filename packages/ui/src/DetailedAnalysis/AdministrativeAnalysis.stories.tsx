import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { companyAnalyses } from '../analysisFixtures/analysisFixtures';
import { AdministrativeAnalysis, NO_PIECE_ASKED } from './AdministrativeAnalysis';

/** The four pieces the Grenoble INP RC asks of candidates, as phase 2 checks them. */
const RC_PIECES: CompanyAnalysis['Administratif']['documents'] = {
  "Déclaration sur l'honneur": {
    présent: true,
    détail:
      'Contenu dans le formulaire DC1 (lettre de candidature) : Candidature/DC1.pdf, page 1 (nom du fichier).',
  },
  "Déclaration concernant le chiffre d'affaires global": {
    présent: false,
    détail:
      'Non trouvé : aucun fichier ni aucune page du candidat n’est ce document (nom du fichier ou titre de page).',
  },
  'Cadre de réponse financier': { présent: true, détail: 'Trouvé : Offre/CRF.xlsx (DQE désigné).' },
  'Cadre de réponse technique et environnemental (CRTE)': {
    présent: true,
    détail: 'Trouvé : Offre/Réponse technique.pdf, page 3 (titre de la page).',
  },
};

function withPieces(documents: CompanyAnalysis['Administratif']['documents']): CompanyAnalysis[] {
  return companyAnalyses(2).map((analysis) => ({ ...analysis, Administratif: { documents } }));
}

const meta = {
  title: 'Analysis/DetailedAnalysis/AdministrativeAnalysis',
  component: AdministrativeAnalysis,
  args: { analyses: withPieces(RC_PIECES) },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24, maxWidth: 900, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdministrativeAnalysis>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table lists the RC's pieces in its order and words, each with where it was found. */
export const PiecesOfTheRc: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Constructions Dauphinoises' });
    const table = within(card).getByRole('table', { name: 'Pièces de Constructions Dauphinoises' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.keys(RC_PIECES));
    const crte = within(table).getByRole('row', { name: /CRTE/ });
    await expect(within(crte).getByText('Présent')).toBeVisible();
    await expect(within(crte).getByText(/Réponse technique\.pdf, page 3/)).toBeVisible();
    const turnover = within(table).getByRole('row', { name: /chiffre d'affaires/ });
    await expect(within(turnover).getByText('Manquant')).toBeVisible();
    await expect(within(card).getByText('Certains documents sont manquants')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Kbis');
  },
};

export const EveryPieceProvided: Story = {
  args: {
    analyses: withPieces({
      'Cadre de réponse financier': { présent: true, détail: 'Trouvé : CRF.xlsx (DQE désigné).' },
    }),
  },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article');
    for (const card of cards)
      await expect(within(card).getByText('Tous les documents requis sont fournis')).toBeVisible();
  },
};

export const RcListsNoPiece: Story = {
  args: { analyses: withPieces({}) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(NO_PIECE_ASKED)).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The evaluator corrects a piece the engine missed: the callback gets the company, the piece and the new presence. */
export const EvaluatorCorrectsAPiece: Story = {
  args: { onSetPresence: fn() },
  play: async ({ args, canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Constructions Dauphinoises' });
    const table = within(card).getByRole('table', { name: 'Pièces de Constructions Dauphinoises' });
    await expect(within(table).getByRole('columnheader', { name: 'Correction' })).toBeVisible();
    await userEvent.click(
      within(table).getByRole('button', {
        name: "Marquer présent : Déclaration concernant le chiffre d'affaires global",
      }),
    );
    await expect(args.onSetPresence).toHaveBeenCalledWith({
      id: args.analyses.find((a) => a.compagnie === 'Constructions Dauphinoises')!.id,
      document: "Déclaration concernant le chiffre d'affaires global",
      présent: true,
    });
    await userEvent.click(
      within(table).getByRole('button', { name: 'Marquer manquant : Cadre de réponse financier' }),
    );
    await expect(args.onSetPresence).toHaveBeenLastCalledWith(expect.objectContaining({ présent: false }));
  },
};

/** Without a callback the table stays read-only: no correction column. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('article');
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'Correction' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
