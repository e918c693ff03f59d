export { FormulaFindings, FINDINGS_HEADING, SOUND_FORMULA } from './FormulaFindings';
export type { FormulaFindingsProps } from './FormulaFindings';
