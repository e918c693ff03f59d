import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companyAnalyses } from '../analysisFixtures/analysisFixtures';
import { AdministrativeAnalysis } from './AdministrativeAnalysis';
import { ExperienceAnalysis } from './ExperienceAnalysis';
import { PlanningAnalysis } from './PlanningAnalysis';

const meta = {
  title: 'Analysis/DetailedAnalysis/OtherAnalyses',
  component: AdministrativeAnalysis,
  args: { analyses: companyAnalyses(4) },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24, maxWidth: 800, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdministrativeAnalysis>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Analyse Administrative', level: 1 }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const missing = cards.filter((card) => within(card).queryByText('Manquant'));
    for (const card of missing) {
      await expect(within(card).getByText('Certains documents sont manquants')).toBeVisible();
      await expect(within(card).getByText('Document absent du dossier')).toBeVisible();
    }
  },
};

export const Experience: Story = {
  render: (args) => <ExperienceAnalysis analyses={args.analyses} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Analyse de l'Expérience", level: 1 }),
    ).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Menuiseries Savoyardes SARL' });
    // References and teams come from the analysis itself.
    await expect(
      within(card).getByText('Groupe scolaire Jean Macé, Voiron (2024) — 2,1 M€ HT'),
    ).toBeVisible();
    await expect(within(card).getByText('Chef de chantier : habilitation amiante SS4')).toBeVisible();
  },
};

export const ExperienceWithoutReferences: Story = {
  args: {
    analyses: companyAnalyses(1).map((analysis) => ({
      ...analysis,
      Références: { liste_références: [] },
      Expérience: undefined,
    })),
  },
  render: (args) => <ExperienceAnalysis analyses={args.analyses} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune référence fournie')).toBeVisible();
  },
};

export const Planning: Story = {
  render: (args) => <PlanningAnalysis analyses={args.analyses} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Analyse du Planning', level: 1 })).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Constructions Dauphinoises' });
    const milestones = within(card).getAllByRole('listitem');
    await expect(milestones).toHaveLength(4);
    await expect(milestones[0]).toHaveTextContent('Période de préparationdu 01/04/2026 au 10/04/2026');
  },
};

export const PlanningFifteenCompanies: Story = {
  args: { analyses: companyAnalyses(15) },
  render: (args) => <PlanningAnalysis analyses={args.analyses} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(15);
  },
};

export const PlanningEmpty: Story = {
  args: {
    analyses: companyAnalyses(1).map((analysis) => ({ ...analysis, Délais: { planning: {} } })),
  },
  render: (args) => <PlanningAnalysis analyses={args.analyses} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun jalon fourni.')).toBeVisible();
  },
};
