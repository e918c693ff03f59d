import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resultCriteria } from '@mieux-disant/domain';
import { companyAnalyses, financialOffers } from '../analysisFixtures/analysisFixtures';
import { rcPonderation } from '../analysisFixtures/resultsFixtures';
import { pagesForCriteria } from './detailedPages';
import { DetailedAnalysis } from './DetailedAnalysis';
import { FinancialAnalysis } from './FinancialAnalysis';
import { TechnicalAnalysis } from './CategoryAnalysis';

const meta = {
  title: 'Analysis/DetailedAnalysis',
  component: DetailedAnalysis,
  args: {
    tenderId: 'T-2026-014',
    active: 'technical',
    state: 'loaded',
    onExport: fn(),
    children: <TechnicalAnalysis analyses={companyAnalyses(3)} onConfirmEdits={fn()} />,
  },
} satisfies Meta<typeof DetailedAnalysis>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Analyse détaillée' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['← Retour', '/analysis/T-2026-014'],
      ['Analyse Technique', '/analysis/detailed/technical/T-2026-014'],
      ['Analyse Financière', '/analysis/detailed/financial/T-2026-014'],
      ['Analyse Administrative', '/analysis/detailed/administrative/T-2026-014'],
      ['Méthodologie', '/analysis/detailed/methodology/T-2026-014'],
      ['Expérience', '/analysis/detailed/experience/T-2026-014'],
      ['Planning', '/analysis/detailed/planning/T-2026-014'],
      ['Environnement', '/analysis/detailed/environment/T-2026-014'],
      ['Sécurité', '/analysis/detailed/security/T-2026-014'],
    ]);
    await expect(within(nav).getByRole('link', { name: 'Analyse Technique' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The RC has no Expérience or Sécurité criterion: those pages are hidden, Méthodologie is not. */
export const PagesOfTheConfirmedCriteria: Story = {
  args: { pages: pagesForCriteria(resultCriteria(rcPonderation, [])) },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Analyse détaillée' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '← Retour',
      'Analyse Technique',
      'Analyse Financière',
      'Analyse Administrative',
      'Méthodologie',
      'Planning',
      'Environnement',
    ]);
  },
};

export const ExportResult: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Exporter le résultat' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const ExportAsLinkWithoutHandler: Story = {
  args: { onExport: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Exporter le résultat' }),
    ).toHaveAttribute('href', '/analysis/T-2026-014');
  },
};

export const FinancialPage: Story = {
  args: { active: 'financial', children: <FinancialAnalysis offers={financialOffers(4, 40)} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Analyse Financière' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Analyse Financière' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Chargement de l'analyse...")).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors du chargement des données',
    );
  },
};
