import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { companyFiles, manyFiles, tenderFiles } from '../analysisFixtures/analysisFixtures';
import { FileTree } from './FileTree';
import type { FileTreeProps } from './FileTree';

/** Keeps the chosen path in state, as the host screen does, and still reports it to the spy. */
function Controlled(props: FileTreeProps) {
  const [chosen, setChosen] = useState(props.chosenPath ?? null);
  return (
    <FileTree
      {...props}
      chosenPath={chosen}
      onChoose={(path) => {
        setChosen(path);
        props.onChoose?.(path);
      }}
    />
  );
}

const meta = {
  title: 'Analysis/FileTree',
  component: FileTree,
  render: (args) => <Controlled {...args} />,
  args: {
    files: tenderFiles,
    label: "Fichiers de l'appel d'offres",
    choice: 'rc',
    chosenPath: null,
    onChoose: fn(),
    onChoiceError: fn(),
    onOpenFile: fn(),
    onDownload: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileTree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RcChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = await canvas.findByRole('radio', {
      name: 'Choisir RC_2026FCSSA0025.pdf comme règlement de consultation',
    });
    await userEvent.click(radio);
    await expect(args.onChoose).toHaveBeenCalledWith('RC_2026FCSSA0025.pdf');
    await expect(radio).toBeChecked();
    // Only PDFs can be the RC: the price schedule has no radio.
    await expect(canvas.queryByRole('radio', { name: /CRF_2026FCSSA0025\.xlsx/ })).toBeNull();
  },
};

export const DqeRefusesNonXlsx: Story = {
  args: { files: companyFiles('c1'), choice: 'dqe', label: 'Fichiers de Constructions Dauphinoises' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'Choisir DQE_lot01_version_imprimable.pdf comme DQE' }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Le fichier DQE sélectionné n'est pas au format .xlsx");
    await expect(args.onChoiceError).toHaveBeenCalledWith(
      "Le fichier DQE sélectionné n'est pas au format .xlsx",
    );
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const DqeAcceptsXlsx: Story = {
  args: { files: companyFiles('c1'), choice: 'dqe', label: 'Fichiers de Constructions Dauphinoises' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = await canvas.findByRole('radio', { name: 'Choisir DQE_lot01.xlsx comme DQE' });
    await userEvent.click(radio);
    await expect(args.onChoose).toHaveBeenCalledWith('DQE_lot01.xlsx');
    await expect(radio).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotAllowedTypes: Story = {
  args: { files: companyFiles('c1'), choice: 'dqe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Planning_previsionnel.odt is the only file of a type that is not allowed.
    const markers = await canvas.findAllByRole('img', { name: 'Type de document non autorisé' });
    await expect(markers).toHaveLength(1);
    await expect(markers[0]).toHaveAttribute('title', 'Type de document non autorisé');
    await expect(canvas.queryByRole('radio', { name: /Planning_previsionnel\.odt/ })).toBeNull();
  },
};

export const FoldersExpandAndCollapse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const folder = await canvas.findByRole('treeitem', { name: 'annexes' });
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('treeitem', { name: /^Etude_de_sol\.pdf/ })).toBeVisible();
    await userEvent.click(folder);
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('treeitem', { name: /^Etude_de_sol\.pdf/ })).toBeNull();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const folder = await canvas.findByRole('treeitem', { name: 'annexes' });
    await expect(folder).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const pdf = await canvas.findByRole('treeitem', { name: /^Etude_de_sol\.pdf/ });
    await expect(pdf).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'annexes/Etude_de_sol.pdf' }),
    );
    await userEvent.keyboard(' ');
    await expect(args.onChoose).toHaveBeenCalledWith('annexes/Etude_de_sol.pdf');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(folder).toHaveFocus();
  },
};

export const OpenPdfSummary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('CCTP_2026FCSSA0025.pdf'));
    await expect(args.onOpenFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'CCTP_2026FCSSA0025.pdf' }),
    );
  },
};

export const DownloadAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Télécharger CCAP_2026FCSSA0025.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'CCAP_2026FCSSA0025.pdf' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Supprimer DC1.docx' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ path: 'DC1.docx' }));
  },
};

/** 2,000 files: only the rows in view exist in the DOM, and End jumps to the last one. */
export const TwoThousandFiles: Story = {
  args: { files: manyFiles(2000), label: 'Dossier de consultation complet' },
  parameters: {
    // Each row's name is its visible text ('Piece_1450.jpg 1 p.'); axe reads only part of that text on
    // the overscan rows the scroll container clips, and reports a mismatch that is not there.
    a11y: {
      config: { rules: [{ id: 'label-content-name-mismatch', selector: '[data-index]', enabled: false }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('tree', { name: 'Dossier de consultation complet' });
    await expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(60);
    await userEvent.tab();
    await expect(await canvas.findByRole('treeitem', { name: 'Lot-01' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('treeitem', { name: /^Piece_2000\./ });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-level', '3');
  },
};

export const ManyFilesCollapsed: Story = {
  args: { files: manyFiles(2000), defaultCollapsed: true, label: 'Dossier de consultation complet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lots = await canvas.findAllByRole('treeitem', { expanded: false });
    await expect(lots).toHaveLength(5);
  },
};

export const Disabled: Story = {
  args: { disabled: true, chosenPath: 'RC_2026FCSSA0025.pdf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', {
        name: 'Choisir RC_2026FCSSA0025.pdf comme règlement de consultation',
      }),
    ).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Supprimer DC1.docx' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun fichier importé.')).toBeVisible();
  },
};

export const LongFileNames: Story = {
  args: {
    files: [
      {
        id: 'l1',
        path: 'Pièces administratives et techniques/Cahier des clauses techniques particulières — réhabilitation du groupe scolaire Jules Ferry, lot 03 plâtrerie et menuiseries intérieures (indice B).pdf',
        pageCount: 124,
      },
      {
        id: 'l2',
        path: 'Règlement de la consultation signé électroniquement par le pouvoir adjudicateur.pdf',
        pageCount: 15,
      },
    ],
  },
};
