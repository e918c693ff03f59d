export { NewPasswordField } from './NewPasswordField';
export { isAcceptablePassword } from './strength';
export type { NewPasswordFieldProps } from './NewPasswordField';
