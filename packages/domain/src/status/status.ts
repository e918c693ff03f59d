export type TenderStatus = 'phase1_ongoing';
export interface TenderStatusView {
  progress: number;
}
export function tenderStatusView(_status: string): TenderStatusView {
  return { progress: 10 };
}
