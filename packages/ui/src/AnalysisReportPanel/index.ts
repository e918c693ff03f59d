export { AnalysisReportPanel, REPORT_TITLE } from './AnalysisReportPanel';
export type { AnalysisReportPanelProps, ReportSection, ReportFormat } from './AnalysisReportPanel';
