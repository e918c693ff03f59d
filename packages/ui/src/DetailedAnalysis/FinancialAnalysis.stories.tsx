import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { financialOffers, gapOffers } from '../analysisFixtures/analysisFixtures';
import { FinancialAnalysis } from './FinancialAnalysis';

const meta = {
  title: 'Analysis/DetailedAnalysis/FinancialAnalysis',
  component: FinancialAnalysis,
  args: { offers: gapOffers },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24, maxWidth: 900, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FinancialAnalysis>;
export default meta;
type Story = StoryObj<typeof meta>;

const gapRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Lignes de prix comparées' })).queryAllByText(
    /Écart significatif/,
  );

export const BestOffer: Story = {
  play: async ({ canvasElement }) => {
    // Totals 18 700 €, 19 660 € and 12 020 €: the last is 28,4 % below their average.
    await expect(
      await within(canvasElement).findByText(
        /^Meilleure offre : Atelier Charpente Bérard — 12\s020,00\s€ HT, soit 28,4\s% de moins que la moyenne des offres\.$/,
      ),
    ).toBeVisible();
  },
};

export const DefaultThresholdTen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("Seuil d'écart significatif (%)")).toHaveValue(10);
    // 1.02 (70 € against an average of 56,67 €) and 1.03 (a missing price counts as 0) are gaps; 1.01 is not.
    await expect(canvas.getByRole('status')).toHaveTextContent('2 lignes sur 3 avec un écart de plus de 10');
    await expect(gapRows(canvasElement)).toHaveLength(2);
  },
};

export const GapsFollowTheThreshold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const threshold = await canvas.findByLabelText("Seuil d'écart significatif (%)");
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '5');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 lignes sur 3');
    await expect(gapRows(canvasElement)).toHaveLength(3);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '30');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 ligne sur 3');
    await expect(gapRows(canvasElement)).toHaveLength(1);
  },
};

export const EurosInFrenchFormat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^18\s700,00\s€ HT$/)).toBeVisible();
    const lines = canvas.getByRole('region', { name: 'Lignes de prix comparées' });
    await expect(within(lines).getByText(/^108,00\s€$/)).toBeVisible();
    await expect(within(lines).getByText('—')).toBeVisible();
  },
};

/** 15 companies × 1,000 price lines: the rows are virtualised, the counts cover every line. */
export const FifteenCompaniesThousandLines: Story = {
  args: { offers: financialOffers(15, 1000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findByRole('region', { name: 'Lignes de prix comparées' });
    await expect(within(lines).getAllByRole('row').length).toBeLessThan(60);
    await expect(within(lines).getAllByRole('columnheader')).toHaveLength(18);
    await expect(canvas.getByRole('status')).toHaveTextContent(/sur 1000 avec un écart/);
    // Fifteen companies scroll sideways; the line's label keeps its minimum width (0.4 × 280 px).
    await expect(lines.scrollWidth).toBeGreaterThan(lines.clientWidth);
    const label = within(lines).getAllByRole('cell')[1] as HTMLElement;
    await expect(label.getBoundingClientRect().width).toBeGreaterThanOrEqual(112);
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune offre financière disponible.')).toBeVisible();
  },
};

/** Three offers as a real tender gives them: long company names, bills numbered « Offre de base », « PSE 6 (5) ». */
const realisticOffers = financialOffers(3, 40).map((offer, company) => ({
  ...offer,
  name: ['Agri Moteurs Normandie', 'Bocage Mécanique', 'Cotentin Équipements'][company]!,
  items: offer.items.map((item, line) => ({
    ...item,
    priceNumber: line === 0 ? 'Offre de base' : `PSE ${Math.ceil(line / 5)} (${(line % 5) + 1})`,
    // Every line far from the average: each carries its warning sign.
    unitPrice: item.unitPrice && company === 2 ? (Number(item.unitPrice) * 2.5).toFixed(2) : item.unitPrice,
  })),
}));

/**
 * The price-lines panel in the content column of the detailed pages at a 1280 px screen (708 px, as
 * measured in the app: one third for the navigation): three companies' prices fit without scrolling
 * sideways, and the line's label is sticky for more companies.
 */
export const ThreeCompaniesFitAt1280: Story = {
  args: { offers: realisticOffers },
  decorators: [
    (Story) => (
      <div style={{ width: 708 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const lines = await within(canvasElement).findByRole('region', { name: 'Lignes de prix comparées' });
    await expect(lines.scrollWidth).toBeLessThanOrEqual(lines.clientWidth);
    const label = within(lines).getAllByRole('cell')[1] as HTMLElement;
    await expect(getComputedStyle(label).position).toBe('sticky');
    await expect(label.getBoundingClientRect().width).toBeGreaterThanOrEqual(112);
  },
};
