export { ErrorBox, FALLBACK_ERROR_MESSAGE } from './ErrorBox';
export type { ErrorBoxProps } from './ErrorBox';
