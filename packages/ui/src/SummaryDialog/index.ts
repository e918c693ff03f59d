export { SummaryDialog } from './SummaryDialog';
export type { SummaryDialogProps, SummaryState } from './SummaryDialog';
