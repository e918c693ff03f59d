import type { AdminFilter, AdminUser, UserRole } from '@mieux-disant/domain';
import { useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DialogForm, useFormValues } from '../Dialog';
import { ErrorBox } from '../ErrorBox';
import { PageHeader } from '../PageHeader';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import {
  StyledEmpty,
  StyledIdentity,
  StyledList,
  StyledMeta,
  StyledName,
  StyledRow,
  StyledRowActions,
  StyledSearch,
} from './AdminUsers.styles';

/** An account as GET /api/admin/search returns it, and the search's filter: the API contract's types. */
export type { AdminFilter, AdminUser };
export type AdminUserEdit = Pick<AdminUser, 'firstname' | 'lastname' | 'email' | 'company'>;

/** SPEC.md §9: the admin search shows at most 10 results. */
export const ADMIN_MAX_RESULTS = 10;

const filterOptions = [
  { value: 'all', label: 'Tous' },
  { value: 'validated', label: 'Validés' },
  { value: 'not_validated', label: 'Non validés' },
] as const;

/** What each role lets its holder do, as the administrators read it (DECISIONS.md, accounts). */
const roleLabels: Record<UserRole, string> = {
  user: 'Utilisateur',
  user_admin: "Administrateur de l'entreprise",
  admin: 'Administrateur de la plateforme',
};

export interface AdminUsersProps {
  /** The search results; only the first 10 are shown. Required. */
  users: readonly AdminUser[];
  /** Called with the search term and the filter when 'Rechercher' is pressed. Required. */
  onSearch: (query: { term: string; filter: AdminFilter }) => void;
  /** Called with a user id when 'Valider' is pressed. Required. */
  onValidate: (userId: string) => void;
  /** Called with the id and the edited fields when the 'Modifier' form is saved. Required. */
  onUpdate: (userId: string, values: AdminUserEdit) => void;
  /** The search is running. Default: `false`. */
  loading?: boolean;
  /** Id of the user being validated or saved. Default: none. */
  pendingUserId?: string | null;
  /** The server's message; `''` shows the fallback. Default: none. */
  error?: string | null;
  /** Search values to start with. Default: empty term, filter `'all'`. */
  initialQuery?: { term?: string; filter?: AdminFilter };
}

/** /admin (SPEC.md §2): search, filter, validation and editing of accounts. */
export function AdminUsers({
  users,
  onSearch,
  onValidate,
  onUpdate,
  loading = false,
  pendingUserId = null,
  error,
  initialQuery = {},
}: AdminUsersProps) {
  const [term, setTerm] = useState(initialQuery.term ?? '');
  const [filter, setFilter] = useState<AdminFilter>(initialQuery.filter ?? 'all');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  // The edit dialog has no Radix trigger: focus goes back to the 'Modifier' button that opened it.
  const editOpener = useRef<HTMLElement | null>(null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ term: term.trim(), filter });
  };

  const shown = users.slice(0, ADMIN_MAX_RESULTS);
  return (
    <>
      <PageHeader
        title="Gestion des utilisateurs"
        subtitle="Validez les nouveaux comptes et corrigez leurs informations."
      />
      <StyledSearch onSubmit={search} role="search" aria-label="Rechercher des utilisateurs">
        <Select
          label="Filtre"
          options={filterOptions}
          value={filter}
          onChange={(e) => setFilter(e.target.value as AdminFilter)}
        />
        <TextField
          label="Recherche"
          type="search"
          placeholder="Nom, prénom, e-mail ou entreprise"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit" loading={loading}>
          Rechercher
        </Button>
      </StyledSearch>
      {error !== undefined && error !== null ? <ErrorBox>{error}</ErrorBox> : null}
      {loading && shown.length === 0 ? (
        <StyledEmpty>
          <Spinner label="Chargement..." />
        </StyledEmpty>
      ) : shown.length === 0 ? (
        <StyledEmpty>Aucun utilisateur ne correspond à la recherche.</StyledEmpty>
      ) : (
        <StyledList aria-label="Utilisateurs">
          {shown.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              pending={pendingUserId === user.id}
              onValidate={onValidate}
              onEdit={(edited, opener) => {
                editOpener.current = opener;
                setEditing(edited);
              }}
            />
          ))}
        </StyledList>
      )}
      {editing ? (
        <EditUserDialog
          user={editing}
          returnFocusRef={editOpener}
          pending={pendingUserId === editing.id}
          onClose={() => setEditing(null)}
          onSave={(values) => {
            onUpdate(editing.id, values);
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

interface UserRowProps {
  user: AdminUser;
  pending: boolean;
  onValidate: (userId: string) => void;
  onEdit: (user: AdminUser, opener: HTMLElement) => void;
}

function UserRow({ user, pending, onValidate, onEdit }: UserRowProps) {
  const nameId = useId();
  return (
    <StyledRow aria-labelledby={nameId}>
      <StyledIdentity>
        <StyledName id={nameId}>
          {user.firstname} {user.lastname}
        </StyledName>
        <StyledMeta>{user.email}</StyledMeta>
        <StyledMeta>{user.company}</StyledMeta>
        <StyledMeta>Rôle : {roleLabels[user.role]}</StyledMeta>
      </StyledIdentity>
      <StyledRowActions>
        {user.admin_validated ? <Badge tone="done">Validé</Badge> : <Badge tone="warning">Non validé</Badge>}
        {user.admin_validated ? null : (
          <Button size="sm" loading={pending} aria-describedby={nameId} onClick={() => onValidate(user.id)}>
            Valider
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          onClick={(event) => onEdit(user, event.currentTarget)}
        >
          Modifier
        </Button>
      </StyledRowActions>
    </StyledRow>
  );
}

interface EditUserDialogProps {
  user: AdminUser;
  returnFocusRef: RefObject<HTMLElement | null>;
  pending: boolean;
  onClose: () => void;
  onSave: (values: AdminUserEdit) => void;
}

function EditUserDialog({ user, returnFocusRef, pending, onClose, onSave }: EditUserDialogProps) {
  const { values, field } = useFormValues<AdminUserEdit>({
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    company: user.company,
  });
  return (
    <DialogForm
      title="Modifier l'utilisateur"
      pending={pending}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      onSubmit={() => onSave({ ...values, email: values.email.trim() })}
    >
      <TextField label="Prénom" autoComplete="off" {...field('firstname')} />
      <TextField label="Nom" autoComplete="off" {...field('lastname')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Entreprise" autoComplete="off" {...field('company')} />
    </DialogForm>
  );
}
