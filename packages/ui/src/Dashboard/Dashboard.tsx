import { ErrorBox } from '../ErrorBox';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { ButtonLink, PageHeader } from '../PageHeader';
import { Spinner } from '../Spinner';
import { TenderCard } from '../TenderCard';
import type { TenderSummary } from '../TenderCard';
import { StyledCentered, StyledEmpty, StyledGrid } from './Dashboard.styles';

export const NEW_ANALYSIS_PATH = '/new-analysis/extract-ponderation';

export interface DashboardProps {
  /** The tenders, newest first. Required (pass `[]` while loading). */
  tenders: readonly TenderSummary[];
  /** The list is loading for the first time: a spinner replaces it. Default: `false`. */
  loading?: boolean;
  /** The list could not be loaded; `''` shows the fallback message. Default: none. */
  error?: string | null;
  /** Called with the route of a tender's next step when its action button is pressed. Required. */
  onOpen: (path: string, tender: TenderSummary) => void;
  /** Called with a tender id after the user confirmed its deletion. Required. */
  onDelete: (tenderId: string) => void;
  /** Id of the tender being deleted. Default: none. */
  deletingId?: string | null;
  /** The host's link component, for 'Nouvelle analyse' and 'Lancer une analyse'. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

/** The home page (SPEC.md §2): 'Tableau de bord', its empty state or the grid of tender cards. */
export function Dashboard({
  tenders,
  loading = false,
  error,
  onOpen,
  onDelete,
  deletingId = null,
  LinkComponent = AnchorLink,
}: DashboardProps) {
  return (
    <>
      <PageHeader
        title="Tableau de bord"
        actions={
          <ButtonLink>
            <LinkComponent href={NEW_ANALYSIS_PATH}>Nouvelle analyse</LinkComponent>
          </ButtonLink>
        }
      />
      {error !== undefined && error !== null ? <ErrorBox>{error}</ErrorBox> : null}
      {loading ? (
        <StyledCentered>
          <Spinner size="lg" label="Chargement..." />
        </StyledCentered>
      ) : tenders.length === 0 && (error === undefined || error === null) ? (
        <StyledEmpty aria-labelledby="dashboard-empty-title">
          <h2 id="dashboard-empty-title">Créez votre première analyse d'appel d'offre</h2>
          <p>
            Vous n’avez encore aucune analyse. Déposez les documents d’un appel d’offres pour obtenir ses
            critères de pondération, puis comparer les réponses des entreprises.
          </p>
          <ButtonLink>
            <LinkComponent href={NEW_ANALYSIS_PATH}>Lancer une analyse</LinkComponent>
          </ButtonLink>
        </StyledEmpty>
      ) : (
        <StyledGrid aria-label="Analyses">
          {tenders.map((tender) => (
            <li key={tender.id}>
              <TenderCard
                tender={tender}
                onOpen={onOpen}
                onDelete={onDelete}
                deleting={deletingId === tender.id}
              />
            </li>
          ))}
        </StyledGrid>
      )}
    </>
  );
}
