export { SignupForm } from './SignupForm';
export type { SignupFormProps, SignupValues } from './SignupForm';
