export { criterionNameOf } from './categories';
export { requiredDocuments } from './constants';
export { findPriceFormula } from './formula';
export type { PriceFormula } from './formula';
export { extractPonderation } from './ponderation';
export type { TenderDocument } from './ponderation';
