export { Radio } from './Radio';
export type { RadioProps } from './Radio';
export { StyledRadioGroup as RadioGroup } from './Radio.styles';
