export { ProcedureSection, PROCEDURE_TITLE } from './ProcedureSection';
export type { ProcedureSectionProps } from './ProcedureSection';
