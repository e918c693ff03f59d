import type { DocumentValidity, ValidityStatus } from '@mieux-disant/domain';
import { StyledDataTable, StyledDataTableScroll } from '../analysisLayout/analysisLayout.styles';
import { Badge } from '../Badge';
import type { StatusToneName } from '../theme';

export interface DocumentValidityTableProps {
  /** The candidate's administrative documents with their validity (`Administratif.validité`). Required. */
  items: readonly DocumentValidity[];
  /** The company, named in the table's caption. Required. */
  company: string;
}

const STATUS: Record<ValidityStatus, { label: string; tone: StatusToneName }> = {
  valide: { label: 'Valide', tone: 'done' },
  présent: { label: 'Présent', tone: 'progress' },
  périmé: { label: 'Périmé', tone: 'error' },
  incohérent: { label: 'Incohérent', tone: 'error' },
};

export const NO_VALIDITY_ITEM = 'Aucune pièce administrative datée ou identifiée n’a été lue.';

function source(item: DocumentValidity): string {
  return item.page === null ? item.fichier : `${item.fichier}, p. ${item.page}`;
}

/**
 * The validity of a candidate's administrative documents at the deadline for offers: each piece with
 * its status (valide, présent, périmé, incohérent), the date or number read, the file and page, and
 * why. A table with a caption naming the company.
 */
export function DocumentValidityTable({ items, company }: DocumentValidityTableProps) {
  if (items.length === 0) {
    return (
      <p>
        Validité des pièces administratives — {company} : {NO_VALIDITY_ITEM}
      </p>
    );
  }
  return (
    <StyledDataTableScroll>
      <StyledDataTable>
        <caption>Validité des pièces administratives — {company}</caption>
        <thead>
          <tr>
            <th scope="col">Pièce</th>
            <th scope="col">Statut</th>
            <th scope="col">Valeur lue</th>
            <th scope="col">Source</th>
            <th scope="col">Constat</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={`${item.document}-${item.fichier}-${index}`}>
              <th scope="row">{item.document}</th>
              <td>
                <Badge tone={STATUS[item.statut].tone}>{STATUS[item.statut].label}</Badge>
              </td>
              <td>{item.valeur || '—'}</td>
              <td>{source(item)}</td>
              <td>{item.détail}</td>
            </tr>
          ))}
        </tbody>
      </StyledDataTable>
    </StyledDataTableScroll>
  );
}
