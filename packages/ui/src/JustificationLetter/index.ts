export { JustificationLetter } from './JustificationLetter';
export type { JustificationLetterProps, LetterFormat } from './JustificationLetter';
