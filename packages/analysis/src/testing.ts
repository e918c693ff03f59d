// Test helpers for other packages' tests (server, end-to-end): corpus files (fixtures/ first, then
// ../shared/corpus) and priced bills built from them.
export { buildPricedBill, referencePrice, referenceQuantity } from './fixtures/priced-bill';
export type { PricedBillOptions } from './fixtures/priced-bill';
export { BILLS, NEEDS_SHARED_CORPUS, corpusBytes, corpusPath, corpusUrl, inCorpus } from '../test/corpus';
