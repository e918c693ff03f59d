import type { CriteriaCheck, Ponderation } from '@mieux-disant/domain';
import { checkCriteriaLegality } from '@mieux-disant/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKS_TITLE, CriteriaChecks, DEFENCE_OR_SECURITY_LABEL, NO_ANOMALY } from './CriteriaChecks';

const criterion = (label: string, weight: number) => ({
  Libellé: label,
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
});

/** Price and technical value only: lawful before 22 August 2026, not from that day. */
const PONDERATION: Ponderation = {
  Constantes: {},
  Résumé: '',
  Critères: { Financier: criterion('Prix', 60), Technique: criterion('Valeur technique', 40) },
};

const FINDINGS: CriteriaCheck[] = checkCriteriaLegality(
  {
    ...PONDERATION,
    Critères: {
      Financier: criterion('Prix', 50),
      Références: criterion("Références de l'entreprise", 40),
    },
  },
  { launchDate: '2026-09-01' },
);

const meta = {
  title: 'Analysis/CriteriaChecks',
  component: CriteriaChecks,
  args: {
    checks: FINDINGS,
    launchDate: '2026-09-01',
    launchDateNote: "Date d'envoi de l'avis de publicité.",
    onLaunchDateChange: fn(),
    defenceOrSecurity: false,
    onDefenceOrSecurityChange: fn(),
  },
} satisfies Meta<typeof CriteriaChecks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Findings: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: CHECKS_TITLE }));
    await expect(panel.getAllByText('Bloquant')).toHaveLength(2);
    await expect(panel.getByText('Alerte')).toBeVisible();
    await expect(panel.getByText(/La somme des pondérations des critères est de 90/)).toBeVisible();
    // Each finding carries its code for other programs, never shown to the evaluator.
    await expect(
      canvasElement.querySelector('[data-code="CANDIDATE_CAPACITY_AS_AWARD_CRITERION"]'),
    ).toBeVisible();
    await expect(panel.queryByText('CANDIDATE_CAPACITY_AS_AWARD_CRITERION')).toBeNull();
  },
};

export const NoAnomaly: Story = {
  args: { checks: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(NO_ANOMALY);
  },
};

export const UnknownLaunchDate: Story = {
  args: { checks: [], launchDate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Date de lancement inconnue/)).toBeVisible();
    await expect(canvas.getByLabelText('Date de lancement de la consultation')).toHaveValue('');
  },
};

export const ClearLaunchDate: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByLabelText('Date de lancement de la consultation');
    await userEvent.clear(input);
    await expect(args.onLaunchDateChange).toHaveBeenLastCalledWith(null);
  },
};

export const ReadOnlyLaunchDate: Story = {
  args: { onLaunchDateChange: undefined, onDefenceOrSecurityChange: undefined, defenceOrSecurity: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Date de lancement de la consultation');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue('2026-09-01');
    const box = canvas.getByRole('checkbox', { name: DEFENCE_OR_SECURITY_LABEL });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  },
};

export const TickDefenceOrSecurity: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: DEFENCE_OR_SECURITY_LABEL });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onDefenceOrSecurityChange).toHaveBeenCalledOnce();
    await expect(args.onDefenceOrSecurityChange).toHaveBeenCalledWith(true);
  },
};

/**
 * The checks follow the launch date and the defence flag: the environmental criterion is required from
 * 22 August 2026, except for defence and security contracts.
 */
function LiveChecks({ from }: { from: string }) {
  const [launchDate, setLaunchDate] = useState<string | null>(from);
  const [defenceOrSecurity, setDefenceOrSecurity] = useState(false);
  return (
    <CriteriaChecks
      checks={checkCriteriaLegality(PONDERATION, { launchDate, defenceOrSecurity })}
      launchDate={launchDate}
      onLaunchDateChange={setLaunchDate}
      defenceOrSecurity={defenceOrSecurity}
      onDefenceOrSecurityChange={setDefenceOrSecurity}
    />
  );
}

export const EnvironmentalRuleFrom22August: Story = {
  render: () => <LiveChecks from="2026-08-21" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(NO_ANOMALY);
    const input = canvas.getByLabelText('Date de lancement de la consultation');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-08-22');
    await expect(
      await canvas.findByText(/ne prend en compte les caractéristiques environnementales/),
    ).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const DefenceContractsOutOfTheEnvironmentalRule: Story = {
  render: () => <LiveChecks from="2026-08-22" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/ne prend en compte les caractéristiques environnementales/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: DEFENCE_OR_SECURITY_LABEL }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(NO_ANOMALY);
    await expect(canvas.queryByText(/caractéristiques environnementales/)).toBeNull();
  },
};

export const LongMessages: Story = {
  args: {
    checks: Array.from({ length: 4 }, (_, i) => ({
      code: 'SUBCRITERIA_WEIGHTS_UNDISCLOSED' as const,
      gravité: 'alerte' as const,
      message: `Lot ${i + 1} : Les sous-critères de « ${'Organisation du chantier et moyens humains et matériels affectés '.repeat(3)}» n'ont pas de pondération dans le règlement de consultation.`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Alerte')).toHaveLength(4);
  },
};
