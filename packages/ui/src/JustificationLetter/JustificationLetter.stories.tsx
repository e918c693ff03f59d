import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { abnormallyLowOffers, DEADLINE_BLANK } from '@mieux-disant/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JustificationLetter, type JustificationLetterProps } from './JustificationLetter';

const result = abnormallyLowOffers({
  offers: [
    { name: 'Bas Prix SARL', price: '50000' },
    { name: 'Routes de l’Ouest', price: '100000' },
    { name: 'Colas Centre', price: '105000' },
  ],
});
const request: JustificationLetterProps['request'] = {
  tenderTitle: 'Réfection de la voirie communale',
  candidate: 'Bas Prix SARL',
  price: '50000',
  methods: result.ok ? result.methods : [],
  lines: [
    {
      priceNumber: '1.1',
      description: 'Enrobé',
      unitPrice: '20',
      median: '92.5',
      message:
        'Ligne 1.1 (« Enrobé ») : prix unitaire de 20,00\u00a0€, moins de la moitié de la médiane des autres candidats (92,50\u00a0€).',
    },
  ],
};

/** Holds the deadline as the host would. */
function Controlled(props: Omit<JustificationLetterProps, 'deadline' | 'onDeadlineChange'>) {
  const [deadline, setDeadline] = useState('');
  return <JustificationLetter {...props} deadline={deadline} onDeadlineChange={setDeadline} />;
}

const meta = {
  title: 'Analysis/JustificationLetter',
  component: JustificationLetter,
  args: { request, deadline: '', onDeadlineChange: fn(), onDownload: fn() },
  render: (args) => <Controlled request={args.request} onDownload={args.onDownload} />,
} satisfies Meta<typeof JustificationLetter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const paper = within(await within(canvasElement).findByRole('article', { name: 'Aperçu de la lettre' }));
    await expect(
      paper.getByText(/^Objet : Demande de précisions et de justifications.*R2152-3/),
    ).toBeVisible();
    await expect(paper.getByText(/l’offre de Bas Prix SARL, d’un montant de 50\s000,00\s€ HT/)).toBeVisible();
    await expect(
      paper.getByText(/^Double moyenne \(0,9 × M2\) : seuil de 67\s500,00\s€ HT\.$/),
    ).toBeVisible();
    await expect(paper.getByText(/^Ligne 1\.1 \(« Enrobé »\)/)).toBeVisible();
    await expect(
      paper.getByText(new RegExp(`au plus tard le \\${DEADLINE_BLANK.slice(0, -1)}\\]`)),
    ).toBeVisible();
  },
};

export const DeadlineInTheLetter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Date limite de réponse'), '15/12/2026');
    await expect(await canvas.findByText(/au plus tard le 15\/12\/2026\./)).toBeVisible();
  },
};

export const DeadlineThatDoesNotExist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Date limite de réponse');
    await userEvent.type(field, '31/02/2026');
    await userEvent.tab();
    await expect(await canvas.findByText("Le 31/02/2026 n'existe pas dans le calendrier.")).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Télécharger (DOCX)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Télécharger (PDF)' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '28/02/2026');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Télécharger (DOCX)' })).toBeEnabled();
  },
};

export const Download: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Télécharger (DOCX)' }));
    await expect(args.onDownload).toHaveBeenCalledWith('docx');
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledWith('pdf');
  },
};
