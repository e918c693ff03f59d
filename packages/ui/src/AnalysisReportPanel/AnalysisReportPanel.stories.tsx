import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnalysisReportPanel, REPORT_TITLE } from './AnalysisReportPanel';

const SECTIONS = [
  { key: 'procedure', title: 'Présentation de la procédure' },
  { key: 'offres', title: 'Offres reçues' },
  { key: 'oab', title: 'Offres anormalement basses' },
  { key: 'attribution', title: "Proposition d'attribution" },
];

const TEXTS = {
  procedure: 'La consultation « Fourniture d’un moteur agricole » a été passée selon la procédure adaptée.',
  offres: '2 offres ont été reçues et analysées : Alpha, Beta.',
  oab: 'Aucune offre n’a été écartée comme anormalement basse.',
  attribution: 'Il est proposé d’attribuer le marché au candidat le mieux disant, Alpha.',
};

const meta = {
  title: 'Analysis/AnalysisReportPanel',
  component: AnalysisReportPanel,
  args: { sections: SECTIONS, texts: TEXTS, onSave: fn(), onDownload: fn() },
} satisfies Meta<typeof AnalysisReportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: REPORT_TITLE }));
    const attribution = panel.getByLabelText("Proposition d'attribution");
    await expect(attribution).toHaveValue(TEXTS.attribution);
    await userEvent.clear(attribution);
    await userEvent.type(attribution, 'La commission propose Alpha.');
    await userEvent.click(panel.getByRole('button', { name: 'Enregistrer les textes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...TEXTS, attribution: 'La commission propose Alpha.' });
  },
};

export const DownloadBothFormats: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Télécharger le rapport (DOCX)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger le rapport (PDF)' }));
    await expect(args.onDownload).toHaveBeenNthCalledWith(1, 'docx');
    await expect(args.onDownload).toHaveBeenNthCalledWith(2, 'pdf');
  },
};

export const Downloading: Story = {
  args: { downloading: 'pdf' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', {
      name: /Télécharger le rapport \(PDF\)/,
    });
    await expect(button).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { error: 'Un texte du rapport ne peut pas dépasser 20 000 caractères.' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Un texte du rapport ne peut pas dépasser 20 000 caractères.'),
    ).toBeVisible();
  },
};
