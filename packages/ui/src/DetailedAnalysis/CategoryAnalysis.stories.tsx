import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resultCriteria } from '@mieux-disant/domain';
import { companyAnalyses } from '../analysisFixtures/analysisFixtures';
import { rcPonderation, scoredAnalyses } from '../analysisFixtures/resultsFixtures';
import {
  CategoryAnalysis,
  EnvironmentAnalysis,
  MethodologyAnalysis,
  SecurityAnalysis,
} from './CategoryAnalysis';

const meta = {
  title: 'Analysis/DetailedAnalysis/CategoryAnalysis',
  component: CategoryAnalysis,
  args: {
    title: 'Analyse Technique',
    subtitle: 'Évaluation détaillée des aspects techniques des offres',
    category: 'Technique',
    analyses: companyAnalyses(3),
    onConfirmEdits: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24, maxWidth: 800, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryAnalysis>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Technique: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Analyse Technique', level: 1 })).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Constructions Dauphinoises' });
    for (const term of ['Note :', 'Détails:', 'Points forts:', 'Points faibles:']) {
      await expect(within(card).getByText(term)).toBeVisible();
    }
  },
};

export const EditModeReportsChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier' }));
    const note = canvas.getByRole('textbox', { name: 'Note de Menuiseries Savoyardes SARL' });
    await userEvent.clear(note);
    await userEvent.type(note, '17/20');
    const detail = canvas.getByRole('textbox', { name: 'Détails de Menuiseries Savoyardes SARL' });
    await userEvent.clear(detail);
    await userEvent.type(detail, 'Note relevée après audition du candidat.');
    const strengths = canvas.getByRole('textbox', { name: 'Points forts de Menuiseries Savoyardes SARL' });
    await userEvent.clear(strengths);
    await userEvent.type(strengths, 'Visite de site très complète');
    await userEvent.click(canvas.getByRole('button', { name: 'Valider les modifications' }));
    await expect(args.onConfirmEdits).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmEdits).toHaveBeenCalledWith([
      expect.objectContaining({
        id: 'a2',
        category: 'Technique',
        note: '17/20',
        détail: 'Note relevée après audition du candidat.',
        points_positifs: ['Visite de site très complète'],
      }),
    ]);
    // Back to the view mode.
    await expect(canvas.queryByRole('button', { name: 'Valider les modifications' })).toBeNull();
  },
};

export const EditModeCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note de Constructions Dauphinoises' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onConfirmEdits).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};

export const EditModeRejectsBadNote: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier' }));
    const note = canvas.getByRole('textbox', { name: 'Note de Constructions Dauphinoises' });
    await userEvent.clear(note);
    await userEvent.type(note, 'excellent');
    await userEvent.click(canvas.getByRole('button', { name: 'Valider les modifications' }));
    await expect(await canvas.findByText('La note doit être une fraction, par exemple 14/20.')).toBeVisible();
    await expect(args.onConfirmEdits).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { onConfirmEdits: undefined },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Analyse Technique', level: 1 });
    await expect(within(canvasElement).queryByRole('button', { name: 'Modifier' })).toBeNull();
  },
};

export const Methodology: Story = {
  render: (args) => <MethodologyAnalysis analyses={args.analyses} onConfirmEdits={args.onConfirmEdits} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Analyse Méthodologique', level: 1 }),
    ).toBeVisible();
  },
};

export const Environment: Story = {
  args: { analyses: companyAnalyses(4) },
  render: (args) => <EnvironmentAnalysis analyses={args.analyses} onConfirmEdits={args.onConfirmEdits} />,
  play: async ({ canvasElement }) => {
    // The fourth company has no environmental evaluation.
    const card = await within(canvasElement).findByRole('article', { name: 'Atelier Charpente Bérard' });
    await expect(within(card).getByText('N/A')).toBeVisible();
  },
};

export const Security: Story = {
  render: (args) => <SecurityAnalysis analyses={args.analyses} onConfirmEdits={args.onConfirmEdits} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Analyse de la Sécurité', level: 1 }),
    ).toBeVisible();
  },
};

export const FifteenCompanies: Story = {
  args: { analyses: companyAnalyses(15) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(15);
  },
};

export const Empty: Story = {
  args: { analyses: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune entreprise analysée.')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  args: {
    analyses: companyAnalyses(2).map((analysis) => ({
      ...analysis,
      compagnie: `${analysis.compagnie} — groupement solidaire avec le bureau d’études Ingénierie Thermique Vercors`,
      Technique: {
        note: '14,5/20',
        détail:
          'Le mémoire technique décrit précisément l’organisation du chantier en site occupé, les accès séparés pour les livraisons et les élèves, ainsi que la gestion des nuisances sonores pendant les heures de cours ; les fiches techniques des matériaux sont fournies mais certaines ne précisent pas le classement au feu.',
        points_positifs: [
          'Phasage détaillé semaine par semaine, validé avec la direction de l’école et compatible avec les vacances scolaires de printemps et d’été',
        ],
        points_négatifs: [
          'Moyens de levage décrits sans plan d’implantation ni note de calcul des charges admissibles',
        ],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(2);
  },
};

/**
 * Méthodologie is a sub-criterion of 'Valeur technique' in the RC: the page shows its note on its
 * 25 points and never says the criterion is absent from the RC.
 */
export const MethodologyAsSubCriterion: Story = {
  args: {
    title: 'Analyse Méthodologique',
    category: 'Méthodologie',
    analyses: scoredAnalyses().map((analysis) => ({
      ...analysis,
      Méthodologie: { note: 'N/A', détail: 'Critère absent du règlement de consultation : non noté.' },
    })),
    criteria: resultCriteria(rcPonderation, []),
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Constructions Dauphinoises' });
    await expect(
      within(card).getByText('Note : Valeur technique › Méthodologie d’exécution (25 pts)'),
    ).toBeVisible();
    await expect(within(card).getByText('20/25')).toBeVisible();
    await expect(within(card).getByText('Phasage en site occupé détaillé.')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('absent du règlement');
  },
};

export const TechniqueWithItsCriteria: Story = {
  args: { analyses: scoredAnalyses(), criteria: resultCriteria(rcPonderation, []) },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Constructions Dauphinoises' });
    await expect(within(card).getByText('Note : Valeur technique (50 pts)')).toBeVisible();
    await expect(within(card).getByText('39,5/50')).toBeVisible();
    await expect(
      within(card).getByText('Note : Valeur technique › Qualité des matériaux (15 pts)'),
    ).toBeVisible();
    await expect(within(card).getByText('10,5/15')).toBeVisible();
  },
};
