import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';
import type { DialogProps } from './Dialog';
import { DialogForm } from './DialogForm';

function DialogDemo(
  props: Omit<DialogProps, 'open' | 'onOpenChange' | 'trigger'> & { onConfirm: () => void },
) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      {...props}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="danger">Supprimer</Button>}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Annuler</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              props.onConfirm();
              setOpen(false);
            }}
          >
            Supprimer
          </Button>
        </>
      }
    />
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogDemo,
  args: {
    title: 'Confirmer la suppression',
    description: 'Êtes-vous sûr de vouloir supprimer ce projet ?',
    onConfirm: fn(),
  },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Supprimer' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirmer la suppression' });
    await expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer ce projet ?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Supprimer' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Supprimer' });
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Supprimer' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  render: (args) => (
    <Dialog
      open
      onOpenChange={() => {}}
      title={args.title}
      description={args.description}
      actions={
        <>
          <Button variant="secondary">Annuler</Button>
          <Button variant="danger">Supprimer</Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirmer la suppression' });
    await expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer ce projet ?');
    const focused = () => canvasElement.ownerDocument.activeElement as HTMLElement;
    await waitFor(() => expect(dialog).toContainElement(focused()));
    // Modal: tabbing past the last button comes back into the dialog, never to the page behind.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(focused());
    }
  },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Confirmer la suppression définitive du projet d’analyse et de tous ses documents',
    description:
      'Êtes-vous sûr de vouloir supprimer ce projet ? Les documents de l’appel d’offres, les réponses des entreprises et les résultats de l’analyse seront définitivement effacés.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Supprimer' }));
    await expect(await body(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

function DialogFormDemo({ onSave }: { onSave: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Renommer</Button>
      {open ? (
        <DialogForm
          title="Renommer le projet"
          onClose={() => setOpen(false)}
          onSubmit={() => {
            onSave(name);
            setOpen(false);
          }}
        >
          <TextField label="Nom du projet" required value={name} onChange={(e) => setName(e.target.value)} />
        </DialogForm>
      ) : null}
    </>
  );
}

/** DialogForm: the submit button submits the form inside, so required fields are checked first. */
export const FormInADialog: Story = {
  render: (args) => <DialogFormDemo onSave={args.onConfirm} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Renommer' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Renommer le projet' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enregistrer' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Nom du projet' }), 'Lot 2');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enregistrer' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Lot 2');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
