import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormulaDialog } from '../CriteriaEditor/FormulaDialog';
import { FINDINGS_HEADING, FormulaFindings, SOUND_FORMULA } from './FormulaFindings';

const meta = {
  title: 'Analysis/FormulaFindings',
  component: FormulaFindings,
  args: { expression: '40 * Pmin / P', weight: 40 },
} satisfies Meta<typeof FormulaFindings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The finding of `code` is shown, with its message and the rule it cites. */
function expectFinding(code: string, message: RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const text = await within(canvasElement).findByText(message);
    await expect(text.closest('li')).toHaveAttribute('data-code', code);
    await expect(text).toHaveTextContent(/CE, 3 novembre 2014, n° 373362/);
  };
}

export const SoundFormula: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SOUND_FORMULA)).toBeVisible();
    await expect(
      canvas.getByText(/Pmin = prix le plus bas des offres ; P = prix de l’offre examinée/),
    ).toBeVisible();
  },
};

export const LowestNotBest: Story = {
  args: { expression: 'if P < 0.9 * Pmoy then N / 2 else N * Pmin / P' },
  play: expectFinding('LOWEST_NOT_BEST', /^L’offre la moins chère n’obtient pas la meilleure note/),
};

export const NotDecreasing: Story = {
  args: { expression: 'N * P / Pmax' },
  play: expectFinding('NOT_DECREASING', /^Un prix plus élevé obtient une note plus haute/),
};

export const OutOfRange: Story = {
  args: { expression: 'N * (2 - P / Pmin)' },
  play: expectFinding('OUT_OF_RANGE', /^La note sort de l’échelle de 0 à 40/),
};

export const Neutralised: Story = {
  args: { expression: 'N * (Pmin / P) ^ 0.5' },
  play: expectFinding('NEUTRALISED', /^La formule neutralise le critère prix/),
};

export const Amplified: Story = {
  args: { expression: 'N * (Pmax - P) / (Pmax - Pmin)' },
  play: expectFinding('AMPLIFIED', /^La formule amplifie des écarts minimes/),
};

export const DependsOnOrder: Story = {
  args: { expression: 'max(0, N * (2 - P / Pmoy))' },
  play: expectFinding('DEPENDS_ON_ORDER', /^La note dépend d’offres qui ne peuvent pas l’emporter/),
};

export const Undefined: Story = {
  args: { expression: 'N * (Pmax - P) / (Pmax - Pmin)' },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText(
      /^La formule ne peut pas être calculée avec une seule offre/,
    );
    await expect(text.closest('li')).toHaveAttribute('data-code', 'UNDEFINED');
  },
};

export const UnknownVariableAsksForADescription: Story = {
  args: { expression: '40 * Pmin / Pcand' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^La variable Pcand de la formule n’est pas reconnue/),
    ).toBeVisible();
  },
};

export const RealOffers: Story = {
  args: {
    expression: 'if P < 0.9 * Pmoy then N / 2 else N * Pmin / P',
    prices: ['60000', '100000', '110000'],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/avec des offres à 60\s000,00\s€, 100\s000,00\s€/),
    ).toBeVisible();
  },
};

/** In the criteria editor: the check runs as soon as a formula is typed, and a description changes its reading. */
export const InTheFormulaDialog: Story = {
  render: () => (
    <FormulaDialog
      open
      onOpenChange={fn()}
      criterionName="Financier"
      value={{ formula: '', variables: [] }}
      onSave={fn()}
      priceWeight={40}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByText(FINDINGS_HEADING)).toBeNull();
    await userEvent.type(await body.findByLabelText('Formule'), 'N * P / Pref');
    await expect(await body.findByText(/^La variable Pref de la formule n’est pas reconnue/)).toBeVisible();
    await userEvent.type(body.getByLabelText('Description de Pref'), 'prix le plus élevé des offres');
    await expect(
      await body.findByText(/^L’offre la moins chère n’obtient pas la meilleure note/),
    ).toBeVisible();
  },
};
