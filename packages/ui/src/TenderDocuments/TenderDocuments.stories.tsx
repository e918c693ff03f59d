import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyFiles, TENDER_TITLE, tenderFiles } from '../analysisFixtures/analysisFixtures';
import { TenderDocuments } from './TenderDocuments';
import type { TenderDocumentsProps } from './TenderDocuments';

/** The host's part: keeps the chosen RC, and reports it to the spy. */
function Host(props: TenderDocumentsProps) {
  const [rcPath, setRcPath] = useState(props.rcPath);
  return (
    <TenderDocuments
      {...props}
      rcPath={rcPath}
      onRcChange={(path) => {
        setRcPath(path);
        props.onRcChange(path);
      }}
    />
  );
}

const meta = {
  title: 'Analysis/TenderDocuments',
  component: TenderDocuments,
  render: (args) => <Host {...args} />,
  args: {
    title: TENDER_TITLE,
    files: tenderFiles,
    rcPath: null,
    state: { status: 'idle' },
    onTitleChange: fn(),
    onFiles: fn(),
    onRcChange: fn(),
    onStartAnalysis: fn(),
    onContinue: fn(),
    onOpenFile: fn(),
    onDownloadFile: fn(),
    onDeleteFile: fn(),
  },
} satisfies Meta<typeof TenderDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { title: '', files: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nombre total de pages : 0 / 400')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Poursuivre vers les critères de pondérations' }),
    ).toBeDisabled();
    await expect(canvas.queryByText('Veuillez sélectionner un fichier de règlement.')).toBeNull();
    await expect(args.onStartAnalysis).not.toHaveBeenCalled();
  },
};

export const PageCounter: Story = {
  play: async ({ canvasElement }) => {
    // 15 + 22 + 48 + 3 + 31 + 64 PDF pages, plus one page for each of the two images.
    await expect(await within(canvasElement).findByText('Nombre total de pages : 185 / 400')).toBeVisible();
  },
};

export const RcRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Veuillez sélectionner un fichier de règlement.')).toBeVisible();
    await expect(args.onStartAnalysis).not.toHaveBeenCalled();
  },
};

export const ChoosingTheRcStartsTheAnalysis: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', {
        name: 'Choisir RC_2026FCSSA0025.pdf comme règlement de consultation',
      }),
    );
    await expect(args.onRcChange).toHaveBeenCalledWith('RC_2026FCSSA0025.pdf');
    await expect(args.onStartAnalysis).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Veuillez sélectionner un fichier de règlement.')).toBeNull();
  },
};

/** 2,000 files and 6,000+ pages: over 400 shown in red, and over 500 the analysis does not start. */
export const TooManyPages: Story = {
  args: { files: manyFiles(2000), rcPath: 'Lot-01/01_Pieces_administratives/Piece_0001.pdf' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Nombre total de pages : \d+ \/ 400/)).toBeVisible();
    await expect(
      await canvas.findByText(
        "Le dossier compte plus de 500 pages : retirez des fichiers pour lancer l'analyse.",
      ),
    ).toBeVisible();
    await expect(args.onStartAnalysis).not.toHaveBeenCalled();
  },
};

export const Extracting: Story = {
  args: { rcPath: 'RC_2026FCSSA0025.pdf', state: { status: 'extracting', done: 4, total: 11 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Extraction du texte des documents en cours... (4 / 11)'),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Nom de l'appel d'offres")).toBeDisabled();
  },
};

export const Analysing: Story = {
  args: { rcPath: 'RC_2026FCSSA0025.pdf', state: { status: 'analysing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Analyse de l'appel d'offres en cours...")).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Poursuivre vers les critères de pondérations' }),
    ).toBeDisabled();
  },
};

export const Success: Story = {
  args: { rcPath: 'RC_2026FCSSA0025.pdf', state: { status: 'success' } },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', {
      name: 'Poursuivre vers les critères de pondérations',
    });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const AnalysisFailed: Story = {
  args: {
    rcPath: 'RC_2026FCSSA0025.pdf',
    state: {
      status: 'error',
      error: { code: 'MULTIPLE_ERRORS', errors: [{ code: 'NO_PAGES' }, { code: 'NO_ANALYSIS' }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Erreur lors du traitement');
    await expect(alert).toHaveTextContent('Plusieurs erreurs sont survenues :');
    await expect(
      canvas.getByRole('button', { name: 'Poursuivre vers les critères de pondérations' }),
    ).toBeDisabled();
  },
};

export const TitleTyping: Story = {
  args: { title: '' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(await within(canvasElement).findByLabelText("Nom de l'appel d'offres"), 'É');
    await expect(args.onTitleChange).toHaveBeenCalledWith('É');
  },
};

export const ExtractionError: Story = {
  args: { rcPath: 'RC_2026FCSSA0025.pdf', state: { status: 'extraction_error' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Une erreur est survenue lors de l'extraction du texte",
    );
  },
};

export const UnexpectedError: Story = {
  args: {
    rcPath: 'RC_2026FCSSA0025.pdf',
    state: { status: 'unexpected', message: 'lecture impossible de CCTP_2026FCSSA0025.pdf' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Erreur inattendue: lecture impossible de CCTP_2026FCSSA0025.pdf',
    );
  },
};

/** Without a subscription the screen says so before any upload, with a link to the plans. */
export const NoSubscription: Story = {
  args: { noSubscription: { href: '/subscription' }, files: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent('Un abonnement actif est nécessaire pour lancer une analyse.');
    await expect(within(note).getByRole('link', { name: 'Choisir un abonnement' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(canvasElement.querySelector('input[type="file"]')).toBeDisabled();
  },
};

export const NoSubscriptionForAUser: Story = {
  args: { noSubscription: { href: null }, files: [] },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note');
    await expect(note).toHaveTextContent("Demandez à l'administrateur de votre compte d'en souscrire un.");
    await expect(within(note).queryByRole('link')).toBeNull();
  },
};
