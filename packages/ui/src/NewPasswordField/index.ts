export { NewPasswordField, isAcceptablePassword } from './NewPasswordField';
export type { NewPasswordFieldProps } from './NewPasswordField';
