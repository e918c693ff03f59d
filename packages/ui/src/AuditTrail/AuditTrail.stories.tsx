import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuditTrailEvent } from './AuditTrail';
import { AUDIT_TITLE, AuditTrail, NO_EVENT } from './AuditTrail';

const EVENTS: AuditTrailEvent[] = [
  {
    id: 'e1',
    at: '2026-09-20T08:15:00.000Z',
    who: 'Alice Martin <alice@ville.test>',
    actionLabel: 'Critères confirmés',
    subject: 'Critères et pondérations',
    before: null,
    after: ['Financier « Prix » : 40 ; formule 40 * Pmin / P', 'Technique « Valeur technique » : 60'],
    reason: null,
  },
  {
    id: 'e2',
    at: '2026-10-02T13:40:00.000Z',
    who: 'Bruno Petit <bruno@ville.test>',
    actionLabel: 'Note modifiée',
    subject: 'Beta — Technique',
    before: '12/20 — Mémoire succinct',
    after: '15/20 — Planning détaillé page 12',
    reason: 'Planning sous-évalué',
  },
  {
    id: 'e3',
    at: '2026-10-03T09:00:00.000Z',
    who: 'Alice Martin <alice@ville.test>',
    actionLabel: 'Critères déverrouillés',
    subject: 'Verrouillage des critères',
    before: 'Verrouillés',
    after: 'Déverrouillés : notation des candidats à relancer',
    reason: 'Le RC pondère le prix à 50 %, pas à 40 %.',
  },
];

const meta = {
  title: 'Analysis/AuditTrail',
  component: AuditTrail,
  args: { events: EVENTS, onExport: fn() },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: AUDIT_TITLE }));
    const note = within(region.getByRole('row', { name: /Beta — Technique/ }));
    await expect(note.getByText('02/10/2026 15:40')).toBeVisible();
    await expect(note.getByText('12/20 — Mémoire succinct')).toBeVisible();
    await expect(note.getByText('15/20 — Planning détaillé page 12')).toBeVisible();
    await expect(note.getByText('Planning sous-évalué')).toBeVisible();
    const criteria = within(region.getByRole('row', { name: /Critères et pondérations/ }));
    await expect(criteria.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ExportCsv: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Exporter le journal (CSV)' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { onExport: undefined },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: AUDIT_TITLE }));
    await expect(region.queryAllByRole('button')).toEqual([]);
    await expect(region.queryAllByRole('textbox')).toEqual([]);
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_EVENT)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Chargement du journal...' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { events: [], error: 'Une erreur est survenue lors du chargement des données' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Une erreur est survenue lors du chargement des données'),
    ).toBeVisible();
  },
};
