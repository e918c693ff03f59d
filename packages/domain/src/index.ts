export { tenderStatusView } from './status/status';
export type { TenderStatus, TenderStatusView } from './status/status';
