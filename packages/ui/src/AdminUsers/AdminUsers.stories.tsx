import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminUsers } from './AdminUsers';
import type { AdminUser } from './AdminUsers';

const people = [
  ['Marie', 'Dupont', 'BTP Ouest'],
  ['Paul', 'Martin', 'Ville de Nantes'],
  ['Chloé', 'Bernard', 'Métropole de Lyon'],
  ['Lucas', 'Petit', 'Conseil départemental du Finistère'],
  ['Inès', 'Robert', 'SNCF Réseau'],
  ['Hugo', 'Richard', 'Syndicat des eaux'],
  ['Léa', 'Durand', 'Communauté de communes du Pays de Retz'],
  ['Nathan', 'Leroy', 'Région Bretagne'],
  ['Emma', 'Moreau', 'CHU de Rennes'],
  ['Jules', 'Simon', 'Ville de Brest'],
  ['Zoé', 'Laurent', 'Ville de Quimper'],
  ['Louis', 'Lefebvre', 'Port autonome'],
] as const;

const users: AdminUser[] = people.map(([firstname, lastname, company], i) => ({
  id: `u-${i + 1}`,
  firstname,
  lastname,
  company,
  email: `${firstname.toLowerCase()}.${lastname.toLowerCase()}@exemple.fr`,
  admin_validated: i % 3 !== 1,
  role: i === 2 ? 'admin' : i % 4 === 0 ? 'user_admin' : 'user',
}));

const meta = {
  title: 'Admin/AdminUsers',
  component: AdminUsers,
  args: { users: users.slice(0, 4), onSearch: fn(), onValidate: fn(), onUpdate: fn() },
} satisfies Meta<typeof AdminUsers>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const row = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('listitem', { name }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marie = await row(canvasElement, 'Marie Dupont');
    await expect(marie.getByText('Validé')).toBeVisible();
    await expect(marie.queryByRole('button', { name: 'Valider' })).toBeNull();
    const paul = await row(canvasElement, 'Paul Martin');
    await expect(paul.getByText('Non validé')).toBeVisible();
    await expect(paul.getByText('Ville de Nantes')).toBeVisible();
    await expect(paul.getByText('paul.martin@exemple.fr')).toBeVisible();
  },
};

/** Each account shows its role in French, never the API's key. */
export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const roleOf = async (name: string) => (await row(canvasElement, name)).getByText(/^Rôle :/);
    await expect(await roleOf('Marie Dupont')).toHaveTextContent("Rôle : Administrateur de l'entreprise");
    await expect(await roleOf('Paul Martin')).toHaveTextContent('Rôle : Utilisateur');
    await expect(await roleOf('Chloé Bernard')).toHaveTextContent('Rôle : Administrateur de la plateforme');
    await expect(within(canvasElement).queryByText(/user_admin/)).toBeNull();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Filtre' }), 'not_validated');
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Recherche' }), ' Dupont ');
    await userEvent.click(await canvas.findByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ term: 'Dupont', filter: 'not_validated' });
  },
};

export const Validate: Story = {
  play: async ({ canvasElement, args }) => {
    const paul = await row(canvasElement, 'Paul Martin');
    await userEvent.click(paul.getByRole('button', { name: 'Valider' }));
    await expect(args.onValidate).toHaveBeenCalledWith('u-2');
  },
};

export const Validating: Story = {
  args: { pendingUserId: 'u-2' },
  play: async ({ canvasElement }) => {
    const paul = await row(canvasElement, 'Paul Martin');
    await expect(paul.getByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};

export const EditUser: Story = {
  play: async ({ canvasElement, args }) => {
    const marie = await row(canvasElement, 'Marie Dupont');
    await userEvent.click(marie.getByRole('button', { name: 'Modifier' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: "Modifier l'utilisateur" }));
    const company = dialog.getByRole('textbox', { name: 'Entreprise' });
    await expect(dialog.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie');
    await userEvent.clear(company);
    await userEvent.type(company, 'BTP Atlantique');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onUpdate).toHaveBeenCalledWith('u-1', {
      firstname: 'Marie',
      lastname: 'Dupont',
      email: 'marie.dupont@exemple.fr',
      company: 'BTP Atlantique',
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const EditRequiresEveryField: Story = {
  play: async ({ canvasElement, args }) => {
    const modify = (await row(canvasElement, 'Marie Dupont')).getByRole('button', { name: 'Modifier' });
    await userEvent.click(modify);
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Nom' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(modify).toHaveFocus());
  },
};

export const AtMostTenResults: Story = {
  args: { users },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Utilisateurs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(canvasElement).queryByText('Zoé Laurent')).toBeNull();
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucun utilisateur ne correspond à la recherche.'),
    ).toBeVisible();
  },
};

/** While the users load, a spinner says so instead of 'Aucun utilisateur ne correspond à la recherche.'. */
export const Loading: Story = {
  args: { users: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Chargement...' })).toBeVisible();
    await expect(canvas.queryByText('Aucun utilisateur ne correspond à la recherche.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Accès réservé aux administrateurs.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Accès réservé aux administrateurs.',
    );
  },
};
