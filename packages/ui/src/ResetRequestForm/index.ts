export { ResetRequestForm } from './ResetRequestForm';
export type { ResetRequestFormProps } from './ResetRequestForm';
