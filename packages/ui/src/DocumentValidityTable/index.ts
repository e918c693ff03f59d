export { DocumentValidityTable, NO_VALIDITY_ITEM } from './DocumentValidityTable';
export type { DocumentValidityTableProps } from './DocumentValidityTable';
