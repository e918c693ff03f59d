import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tenderFiles } from '../analysisFixtures/analysisFixtures';
import { FileTree } from '../FileTree';
import type { TreeFile } from '../FileTree';
import { SummaryDialog } from './SummaryDialog';
import type { SummaryState } from './SummaryDialog';

const summary = {
  title: 'Règlement de la consultation 2026FCSSA0025',
  summary:
    'Grenoble INP achète une machine de prototypage de circuits imprimés en procédure adaptée. Le marché n’est pas alloti ; les offres sont à remettre sur la plateforme de dématérialisation avant le 12 mars 2026 à 12 h.',
  keyPoints: [
    'Prix des prestations : 40 %',
    'Performances techniques du système : 40 % (deux sous-critères de 20 %)',
    'Qualité des services associés et environnement : 10 % chacun',
  ],
  metadata: {
    type: 'Règlement de consultation',
    date: '2026-02-10',
    author: 'Grenoble INP — service achats',
  },
};

const meta = {
  title: 'Analysis/SummaryDialog',
  component: SummaryDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    fileName: 'RC_2026FCSSA0025.pdf',
    state: { status: 'ready', summary },
  },
} satisfies Meta<typeof SummaryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'RC_2026FCSSA0025.pdf',
    });
    await expect(within(dialog).getByRole('heading', { name: 'Résumé' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Points clés' })).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByText('10/02/2026')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status', { name: 'Génération du résumé' })).toBeVisible();
  },
};

export const SummaryError: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de générer le résumé');
  },
};

export const Empty: Story = {
  args: { state: { status: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Aucun résumé disponible'),
    ).toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongFrenchText: Story = {
  args: {
    fileName: 'CCTP-LOT-03-Platrerie-Menuiseries-interieures-Indice-B.pdf',
    state: {
      status: 'ready',
      summary: {
        ...summary,
        title: 'Cahier des clauses techniques particulières — lot 03 plâtrerie et menuiseries intérieures',
        summary: Array.from(
          { length: 6 },
          () =>
            'Le présent lot comprend la fourniture et la pose des cloisons de distribution en plaques de plâtre, des doublages thermiques, des faux plafonds démontables et des blocs-portes intérieurs, y compris toutes sujétions de raccordement aux ouvrages des autres corps d’état.',
        ).join('\n\n'),
      },
    },
  },
};

/** The host's flow: a PDF clicked in the tree opens the dialog while its summary is generated. */
function TreeWithSummary() {
  const [file, setFile] = useState<TreeFile | null>(null);
  const [state, setState] = useState<SummaryState>({ status: 'loading' });
  const open = (opened: TreeFile) => {
    setFile(opened);
    setState({ status: 'loading' });
    // Stands for the summary request answering.
    void Promise.resolve().then(() => setState({ status: 'ready', summary }));
  };
  return (
    <>
      <FileTree files={tenderFiles} choice="rc" onOpenFile={open} />
      <SummaryDialog
        open={file !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setFile(null);
        }}
        fileName={file?.path ?? ''}
        state={state}
      />
    </>
  );
}

export const OpenedFromTheTree: Story = {
  render: () => <TreeWithSummary />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('RC_2026FCSSA0025.pdf'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'RC_2026FCSSA0025.pdf',
    });
    await expect(await within(dialog).findByRole('heading', { name: 'Points clés' })).toBeVisible();
  },
};
