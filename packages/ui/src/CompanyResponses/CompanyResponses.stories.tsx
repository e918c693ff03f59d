import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMPANY_NAMES, companyFiles } from '../analysisFixtures/analysisFixtures';
import { CompanyResponses } from './CompanyResponses';
import type { CompanyBlock, CompanyResponsesProps } from './CompanyResponses';

function block(index: number, dqePath: string | null = 'DQE_lot01.xlsx'): CompanyBlock {
  return {
    id: `c${index + 1}`,
    name: COMPANY_NAMES[index] ?? '',
    files: companyFiles(`c${index + 1}`),
    dqePath,
  };
}

/** The host's part: names and DQE choices kept in state, every change still reported to the spies. */
function Host(props: CompanyResponsesProps) {
  const [companies, setCompanies] = useState(props.companies);
  const update = (id: string, change: Partial<CompanyBlock>) =>
    setCompanies((list) => list.map((company) => (company.id === id ? { ...company, ...change } : company)));
  return (
    <CompanyResponses
      {...props}
      companies={companies}
      onNameChange={(id, name) => {
        update(id, { name });
        props.onNameChange(id, name);
      }}
      onDqeChange={(id, dqePath) => {
        update(id, { dqePath });
        props.onDqeChange(id, dqePath);
      }}
    />
  );
}

const meta = {
  title: 'Analysis/CompanyResponses',
  component: CompanyResponses,
  render: (args) => <Host {...args} />,
  args: {
    companies: [block(0), block(1, null)],
    maxCompanies: 7,
    launchState: 'idle',
    onNameChange: fn(),
    onFiles: fn(),
    onDqeChange: fn(),
    onRemoveCompany: fn(),
    onAddCompany: fn(),
    onLaunch: fn(),
    onShowResults: fn(),
    onOpenFile: fn(),
    onDownloadFile: fn(),
    onDeleteFile: fn(),
  },
} satisfies Meta<typeof CompanyResponses>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MissingDqeDisablesLaunch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = await canvas.findByRole('region', { name: 'Entreprise 2' });
    await expect(within(second).getByText('Veuillez cocher le DQE, fichier xlsx')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lancer analyse' })).toBeDisabled();
    await expect(
      canvas.getByText('Vous devez cocher le fichier DQE (format xlsx) pour chaque entreprise.'),
    ).toBeVisible();
  },
};

export const ChoosingTheDqeEnablesLaunch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = await canvas.findByRole('region', { name: 'Entreprise 2' });
    await userEvent.click(within(second).getByRole('radio', { name: 'Choisir DQE_lot01.xlsx comme DQE' }));
    await expect(args.onDqeChange).toHaveBeenCalledWith('c2', 'DQE_lot01.xlsx');
    const launch = canvas.getByRole('button', { name: 'Lancer analyse' });
    await expect(launch).toBeEnabled();
    await userEvent.click(launch);
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

export const DqeMustBeXlsx: Story = {
  play: async ({ canvasElement, args }) => {
    const second = await within(canvasElement).findByRole('region', { name: 'Entreprise 2' });
    await userEvent.click(
      within(second).getByRole('radio', { name: 'Choisir DQE_lot01_version_imprimable.pdf comme DQE' }),
    );
    await expect(await within(second).findByRole('alert')).toHaveTextContent(
      "Le fichier DQE sélectionné n'est pas au format .xlsx",
    );
    await expect(args.onDqeChange).not.toHaveBeenCalled();
  },
};

export const DuplicateNamesRefused: Story = {
  args: { companies: [block(0), { ...block(1), name: 'constructions dauphinoises ' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Lancer analyse' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le nom de chaque entreprise doit être unique. Merci de corriger les noms en doublons.',
    );
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};

export const PageCounterOverLimit: Story = {
  args: {
    companies: [
      block(0),
      {
        ...block(1),
        files: [
          ...companyFiles('c2'),
          { id: 'c2-big', path: 'Annexes_techniques_completes.pdf', pageCount: 200 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('region', { name: 'Entreprise 1' });
    // 38 + 6 + 4 + 3 + 1 + 2 PDF pages, and 1 for the photo.
    await expect(within(first).getByText('55 / 240')).toBeVisible();
    const second = canvas.getByRole('region', { name: 'Entreprise 2' });
    await expect(within(second).getByText('255 / 240')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lancer analyse' })).toBeDisabled();
  },
};

export const AddCompany: Story = {
  args: { companies: [block(0)] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Ajouter une entreprise' }),
    );
    await expect(args.onAddCompany).toHaveBeenCalledTimes(1);
  },
};

export const AddRefusedWhileFirstIncomplete: Story = {
  args: { companies: [block(0, null)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter une entreprise' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Veuillez d'abord ajouter les fichiers de la première entreprise et cocher son DQE.",
    );
    await expect(args.onAddCompany).not.toHaveBeenCalled();
  },
};

export const FifteenCompaniesAtTheMaximum: Story = {
  args: { companies: COMPANY_NAMES.map((_, index) => block(index)), maxCompanies: 15 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('region', { name: /^Entreprise \d+$/ })).toHaveLength(15);
    await expect(canvas.queryByRole('button', { name: 'Ajouter une entreprise' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Lancer analyse' })).toBeEnabled();
  },
};

export const RemoveCompany: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Retirer Menuiseries Savoyardes SARL' }),
    );
    await expect(args.onRemoveCompany).toHaveBeenCalledWith('c2');
  },
};

export const Running: Story = {
  args: { companies: [block(0), block(1)], launchState: 'running' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Analyse en cours...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Ajouter une entreprise' })).toBeNull();
  },
};

export const Launched: Story = {
  args: { companies: [block(0), block(1)], launchState: 'done' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Voir le résultat et le rapport détaillé' }),
    );
    await expect(args.onShowResults).toHaveBeenCalledTimes(1);
  },
};

/** After the launch the screen shows which company and step phase 2 is at. */
export const LaunchedShowsTheStep: Story = {
  args: {
    companies: [block(0), block(1)],
    launchState: 'done',
    phase2: {
      status: 'phase2_ongoing',
      progress: { step: 'Lecture des documents de Bâtir Alpes', done: 2, total: 5 },
    },
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status', { name: "Avancement de l'analyse" });
    await expect(banner).toHaveTextContent('Analyse des candidats en cours');
    await expect(banner).toHaveTextContent('Lecture des documents de Bâtir Alpes');
    await expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  },
};

export const LaunchError: Story = {
  args: { companies: [block(0), block(1)], launchError: "Crédits insuffisants pour lancer l'analyse." },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Crédits insuffisants pour lancer l'analyse.",
    );
  },
};

export const EmptyFirstCompany: Story = {
  args: { companies: [{ id: 'c1', name: '', files: [], dqePath: null }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Lancer analyse' })).toBeEnabled();
  },
};

export const LongFrenchText: Story = {
  args: {
    companies: [
      {
        ...block(0),
        name: 'Groupement momentané d’entreprises solidaires Constructions Dauphinoises et Menuiseries Savoyardes (mandataire : Constructions Dauphinoises)',
        files: [
          ...companyFiles('c1'),
          {
            id: 'c1-long',
            path: 'Mémoire technique détaillé/Annexe 4 — Méthodologie de phasage des travaux en site occupé pendant les périodes scolaires.pdf',
            pageCount: 12,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Retirer Groupement momentané/ }),
    ).toBeVisible();
  },
};
