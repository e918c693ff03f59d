export { PendingValidation } from './PendingValidation';
export type { PendingValidationProps } from './PendingValidation';
