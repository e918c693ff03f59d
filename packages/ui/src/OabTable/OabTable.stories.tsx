import type { Meta, StoryObj } from '@storybook/react-vite';
import { abnormallyLowOffers, lowUnitPrices } from '@mieux-disant/domain';
import type { FinancialOffer } from '@mieux-disant/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INVALID_ESTIMATE, OabTable } from './OabTable';

const offers = [
  { name: 'Bas Prix SARL', price: '50000.00' },
  { name: 'Routes de l’Ouest', price: '100000.00' },
  { name: 'Colas Centre', price: '105000.00' },
];
const result = abnormallyLowOffers({ offers, estimate: '100000' });
const methods = result.ok ? result.methods : [];

function bill(name: string, unitPrice: string): FinancialOffer {
  return {
    name,
    global_price: null,
    items: [
      {
        priceNumber: '1.1',
        description: 'Enrobé',
        unit: 't',
        estimatedQuantity: '10',
        unitPrice,
        totalPrice: null,
      },
    ],
  };
}
const lines = lowUnitPrices([
  bill('Bas Prix SARL', '20'),
  bill('Routes de l’Ouest', '90'),
  bill('Colas Centre', '95'),
]).map((found, i) => ({ name: offers[i]?.name ?? '', lines: found }));

const meta = {
  title: 'Analysis/OabTable',
  component: OabTable,
  args: {
    offers,
    methods,
    lines,
    estimate: '100000',
    onEstimateChange: fn(),
    onOutcomeChange: fn(),
    onRequestLetter: fn(),
  },
} satisfies Meta<typeof OabTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MethodsSideBySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(
      within(table).getByRole('columnheader', {
        name: /Double moyenne \(0,9 × M2\) seuil : 67\u202f500,00\u00a0€/,
      }),
    ).toBeVisible();
    const row = within(table).getByRole('row', { name: /Bas Prix SARL/ });
    await expect(within(row).getAllByText('Suspecte')).toHaveLength(3);
    await expect(
      canvas.getByText(/Méthode non applicable : elle suppose au moins 5 offres \(3 reçues\)/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Bas Prix SARL — Ligne 1\.1 \(« Enrobé »\) : prix unitaire de 20,00/),
    ).toBeVisible();
  },
};

export const RejectNeedsAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText('Suite donnée à l’offre de Bas Prix SARL'),
      'rejected',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la suite' }));
    await expect(await canvas.findByText(/^Indiquez le motif du rejet/)).toBeVisible();
    await expect(args.onOutcomeChange).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByLabelText('Motif du rejet (Bas Prix SARL)'),
      'Prix de l’enrobé sous le coût des matériaux',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la suite' }));
    await expect(args.onOutcomeChange).toHaveBeenCalledWith('Bas Prix SARL', {
      status: 'rejected',
      reason: 'Prix de l’enrobé sous le coût des matériaux',
    });
  },
};

export const MarkJustified: Story = {
  args: { outcomes: { 'Bas Prix SARL': { status: 'rejected', reason: 'Ancien motif' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText('Suite donnée à l’offre de Bas Prix SARL');
    await expect(select).toHaveValue('rejected');
    await userEvent.selectOptions(select, 'justified');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la suite' }));
    await expect(args.onOutcomeChange).toHaveBeenCalledWith('Bas Prix SARL', {
      status: 'justified',
      reason: '',
    });
  },
};

export const RequestLetter: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Demande de justification' }),
    );
    await expect(args.onRequestLetter).toHaveBeenCalledWith('Bas Prix SARL');
  },
};

export const EstimateIsChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Estimation de l’acheteur (€ HT)');
    await userEvent.clear(field);
    await userEvent.type(field, 'beaucoup');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(await canvas.findByText(INVALID_ESTIMATE)).toBeVisible();
    await expect(args.onEstimateChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '120 000,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onEstimateChange).toHaveBeenCalledWith('120000.5');
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onEstimateChange).toHaveBeenLastCalledWith('');
  },
};

export const NoSuspect: Story = {
  args: {
    offers: offers.slice(1),
    methods: (() => {
      const r = abnormallyLowOffers({ offers: offers.slice(1) });
      return r.ok ? r.methods : [];
    })(),
    lines: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.queryByText('Suspecte')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Demande de justification' })).toBeNull();
  },
};
