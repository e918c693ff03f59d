export { AnalysisErrorPanel } from './AnalysisErrorPanel';
export type { AnalysisErrorPanelProps } from './AnalysisErrorPanel';
