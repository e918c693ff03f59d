export { UnlockCriteriaDialog, UNLOCK_TITLE, UNLOCK_DESCRIPTION } from './UnlockCriteriaDialog';
export type { UnlockCriteriaDialogProps } from './UnlockCriteriaDialog';
