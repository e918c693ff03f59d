import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FolderDrop } from './FolderDrop';

/** A file as a folder input gives it: the browser sets `webkitRelativePath`, read-only, so it is defined here. */
function folderFile(relativePath: string, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.7'], relativePath.split('/').at(-1) ?? relativePath, { type });
  Object.defineProperty(file, 'webkitRelativePath', { value: relativePath });
  return file;
}

const meta = {
  title: 'Analysis/FolderDrop',
  component: FolderDrop,
  args: { onFiles: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FolderDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectFolder: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByLabelText(
      'Glissez-déposez un dossier ici ou cliquez pour le sélectionner',
    );
    await userEvent.upload(input, [
      folderFile('DCE/RC_2026FCSSA0025.pdf'),
      folderFile(
        'DCE/annexes/DC1.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      folderFile('DCE/.DS_Store', 'application/octet-stream'),
    ]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    const dropped = (args.onFiles as ReturnType<typeof fn>).mock.calls[0]?.[0] as { relativePath: string }[];
    // Every file with its relative path; the dot-file is left out.
    await expect(dropped.map((file) => file.relativePath)).toEqual([
      'DCE/RC_2026FCSSA0025.pdf',
      'DCE/annexes/DC1.docx',
    ]);
  },
};

export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByLabelText(
      'Glissez-déposez un dossier ici ou cliquez pour le sélectionner',
    );
    const zone = input.closest('label') as HTMLElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.7'], 'CCTP_lot03.pdf', { type: 'application/pdf' }));
    transfer.items.add(new File([''], '.DS_Store'));
    // A real DragEvent: testing-library's fireEvent would copy the DataTransfer without its items.
    zone.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    const dropped = (args.onFiles as ReturnType<typeof fn>).mock.calls[0]?.[0] as { relativePath: string }[];
    await expect(dropped.map((file) => file.relativePath)).toEqual(['CCTP_lot03.pdf']);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(
        'Glissez-déposez un dossier ici ou cliquez pour le sélectionner',
      ),
    ).toBeDisabled();
  },
};

export const CompanyFolder: Story = {
  args: {
    label: 'Déposez le dossier de réponse de l’entreprise',
    hint: 'Mémoire technique, pièces administratives et DQE au format .xlsx',
  },
};
