export { ConfirmationCode } from './ConfirmationCode';
export type { ConfirmationCodeProps } from './ConfirmationCode';
