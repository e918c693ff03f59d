// Test helpers for other packages' tests (server, end-to-end): build priced bills from the corpus.
export { buildPricedBill, referencePrice, referenceQuantity } from './fixtures/priced-bill';
export type { PricedBillOptions } from './fixtures/priced-bill';
