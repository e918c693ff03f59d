export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export type { TextAreaHeight } from './TextArea.styles';
