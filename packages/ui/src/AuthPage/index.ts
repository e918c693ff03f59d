export { AuthPage, PASSWORD_MISMATCH_MESSAGE } from './AuthPage';
export type { AuthPageProps } from './AuthPage';
export { StyledAuthForm } from './AuthPage.styles';
