import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnalysisErrorPanel } from './AnalysisErrorPanel';

const meta = {
  title: 'Analysis/AnalysisErrorPanel',
  component: AnalysisErrorPanel,
  args: { error: { code: 'NO_PAGES' } },
} satisfies Meta<typeof AnalysisErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoPages: Story = {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Erreur lors du traitement');
    await expect(alert).toHaveTextContent(
      "Aucune page n'a été trouvée dans les documents. Vérifiez que les fichiers PDF sont valides.",
    );
  },
};

export const FileAnalysisFailed: Story = {
  args: { error: { code: 'FILE_ANALYSIS_FAILED' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "L'analyse d'un ou plusieurs fichiers a échoué. Vérifiez que les fichiers ne sont pas corrompus.",
    );
  },
};

export const NoAnalysis: Story = {
  args: { error: { code: 'NO_ANALYSIS' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "L'analyse n'a produit aucun résultat. Les documents sont peut-être vides ou illisibles.",
    );
  },
};

export const MissingFile: Story = {
  args: { error: { code: 'MISSING_FILE', message: 'Le fichier RC_2026FCSSA0025.pdf est introuvable.' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Le fichier RC_2026FCSSA0025.pdf est introuvable.',
    );
  },
};

export const UnknownError: Story = {
  args: { error: { code: 'UNKNOWN_ERROR' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Une erreur inattendue est survenue',
    );
  },
};

export const MultipleErrors: Story = {
  args: {
    error: {
      code: 'MULTIPLE_ERRORS',
      errors: [{ code: 'NO_PAGES' }, { code: 'FILE_ANALYSIS_FAILED' }, { code: 'UNKNOWN_ERROR' }],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Plusieurs erreurs sont survenues :');
    const items = within(alert).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('Une erreur inattendue est survenue');
  },
};
