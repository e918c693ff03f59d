export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
export { DialogForm } from './DialogForm';
export { useFormValues } from './useFormValues';
