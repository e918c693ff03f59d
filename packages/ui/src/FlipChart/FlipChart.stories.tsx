import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FLIP_HEADING, FlipChart } from './FlipChart';

const criteria = [
  { name: 'Financier', weight: 40, price: true },
  { name: 'Technique', weight: 60, price: false },
];

const meta = {
  title: 'Analysis/FlipChart',
  component: FlipChart,
  args: {
    criteria,
    candidates: [
      { name: 'Routes de l’Ouest', notes: { Financier: '20/20', Technique: '10/20' } },
      { name: 'Colas Centre', notes: { Financier: '10/20', Technique: '16/20' } },
      { name: 'Bas Prix SARL', notes: { Financier: '18/20', Technique: '6/20' } },
    ],
  },
} satisfies Meta<typeof FlipChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceWeightFlip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: FLIP_HEADING })).toBeVisible();
    await expect(
      canvas.getByText(
        'Si la pondération du critère Financier passait de 40 à 37,5 (les autres critères ajustés en proportion), Colas Centre égalerait Routes de l’Ouest, et passerait premier au-delà.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Notes globales selon la pondération du critère Financier' }),
    ).toBeVisible();
    await expect(canvas.getByText('Trait pointillé rouge : bascule (37,5)')).toBeVisible();
  },
};

export const SmallestNoteChanges: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Plus petits changements de note' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'La note Technique de Routes de l’Ouest passant de 10/20 à 9,33/20 (-0,67) suffirait pour que Colas Centre l’égale.',
    );
  },
};

export const NoFlip: Story = {
  args: {
    candidates: [
      { name: 'Routes de l’Ouest', notes: { Financier: '20/20', Technique: '20/20' } },
      { name: 'Colas Centre', notes: { Financier: '10/20', Technique: '10/20' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Aucune pondération du critère Financier entre 0 et 100 ne change le premier : Routes de l’Ouest reste premier.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/bascule/)).toBeNull();
  },
};
