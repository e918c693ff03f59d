import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuditTrail } from '../AuditTrail';
import { DocumentValidityTable } from '../DocumentValidityTable';
import { PROCEDURE_TITLE, ProcedureSection } from './ProcedureSection';

const meta = {
  title: 'Analysis/ProcedureSection',
  component: ProcedureSection,
  args: {
    children: (
      <>
        <DocumentValidityTable
          company="Alpha Agri"
          items={[
            {
              document: 'Extrait Kbis',
              statut: 'valide',
              valeur: '01/07/2026',
              fichier: 'kbis.pdf',
              page: 1,
              détail: 'Délivré le 01/07/2026, moins de 3 mois avant la date limite.',
            },
          ]}
        />
        <AuditTrail events={[]} onExport={fn()} />
      </>
    ),
  },
} satisfies Meta<typeof ProcedureSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPanels: Story = {
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: PROCEDURE_TITLE }));
    await expect(section.getByRole('table', { name: /Alpha Agri/ })).toBeVisible();
    await expect(section.getByRole('region', { name: 'Journal des modifications' })).toBeVisible();
  },
};
