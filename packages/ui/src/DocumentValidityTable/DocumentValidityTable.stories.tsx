import type { DocumentValidity } from '@mieux-disant/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentValidityTable, NO_VALIDITY_ITEM } from './DocumentValidityTable';

const ITEMS: DocumentValidity[] = [
  {
    document: 'Attestation de vigilance URSSAF',
    statut: 'périmé',
    valeur: '15/03/2026',
    fichier: 'Admin/attestation_urssaf.pdf',
    page: 1,
    détail: 'Délivré le 15/03/2026 : plus de 6 mois à la date limite du 15/09/2026.',
  },
  {
    document: 'Extrait Kbis',
    statut: 'valide',
    valeur: '01/07/2026',
    fichier: 'Admin/kbis.pdf',
    page: 2,
    détail: 'Délivré le 01/07/2026, moins de 3 mois avant la date limite.',
  },
  {
    document: 'Attestation de régularité fiscale',
    statut: 'présent',
    valeur: '',
    fichier: 'Admin/attestation_fiscale.pdf',
    page: null,
    détail: 'Aucune date de délivrance trouvée : à vérifier.',
  },
  {
    document: 'SIRET',
    statut: 'incohérent',
    valeur: '732 829 320 00075',
    fichier: 'DC1.pdf',
    page: 1,
    détail: 'Clé de contrôle du SIRET 732 829 320 00075 invalide.',
  },
];

const meta = {
  title: 'Analysis/DocumentValidityTable',
  component: DocumentValidityTable,
  args: { items: ITEMS, company: 'Alpha Agri' },
} satisfies Meta<typeof DocumentValidityTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Validité des pièces administratives — Alpha Agri',
    });
    const urssaf = within(within(table).getByRole('row', { name: /Attestation de vigilance URSSAF/ }));
    await expect(urssaf.getByText('Périmé')).toBeVisible();
    await expect(urssaf.getByText('Admin/attestation_urssaf.pdf, p. 1')).toBeVisible();
    const fiscal = within(within(table).getByRole('row', { name: /régularité fiscale/ }));
    await expect(fiscal.getByText('Présent')).toBeVisible();
    await expect(fiscal.getByText('—')).toBeVisible();
    await expect(fiscal.getByText('Admin/attestation_fiscale.pdf')).toBeVisible();
    await expect(within(table).getByText('Incohérent')).toBeVisible();
    await expect(within(table).getByText('Valide')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(new RegExp(`Alpha Agri : ${NO_VALIDITY_ITEM}`)),
    ).toBeVisible();
  },
};

export const LongFileNames: Story = {
  args: {
    items: ITEMS.map((item) => ({
      ...item,
      fichier: `Réponse/Candidature/Pièces administratives/${'très-long-nom-de-fichier-'.repeat(4)}.pdf`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(/très-long-nom-de-fichier/)).toHaveLength(4);
  },
};
