// Theme
export { theme, createTheme, GlobalStyle, MieuxDisantThemeProvider, visuallyHidden } from './theme';
export type {
  MieuxDisantTheme,
  ThemeOverrides,
  MieuxDisantThemeProviderProps,
  StatusToneName,
  NotificationSeverity,
  ButtonVariant,
  ButtonSize,
} from './theme';

// Primitives
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextArea } from './TextArea';
export type { TextAreaProps, TextAreaHeight } from './TextArea';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { NewPasswordField, isAcceptablePassword } from './NewPasswordField';
export type { NewPasswordFieldProps } from './NewPasswordField';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Radio, RadioGroup } from './Radio';
export type { RadioProps } from './Radio';
export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
export { Menu } from './Menu';
export type { MenuItem, MenuProps } from './Menu';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { ProgressBar, formatPercentLabel } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { Card } from './Card';
export type { CardProps } from './Card';
export { ErrorBox, FALLBACK_ERROR_MESSAGE } from './ErrorBox';
export type { ErrorBoxProps } from './ErrorBox';

// Shell
export { AnchorLink } from './Link';
export type { LinkComponent, LinkComponentProps } from './Link';
export { TopBar, navigationLinks, isActiveLink } from './TopBar';
export type { TopBarProps, TopBarUser, NavigationLink, UserRole } from './TopBar';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { Layout, LoggedOutMessage, LOGGED_OUT_MESSAGE } from './Layout';
export type { LayoutProps } from './Layout';
export { Notification } from './Notification';
export type { NotificationProps } from './Notification';

// Account screens
export { AuthPage, PASSWORD_MISMATCH_MESSAGE } from './AuthPage';
export type { AuthPageProps } from './AuthPage';
export { LoginForm } from './LoginForm';
export type { LoginFormProps, LoginValues } from './LoginForm';
export { SignupForm } from './SignupForm';
export type { SignupFormProps, SignupValues } from './SignupForm';
export { ResetRequestForm } from './ResetRequestForm';
export type { ResetRequestFormProps } from './ResetRequestForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export type { ResetPasswordFormProps } from './ResetPasswordForm';
export { PendingValidation } from './PendingValidation';
export type { PendingValidationProps } from './PendingValidation';
export { ConfirmationCode } from './ConfirmationCode';
export type { ConfirmationCodeProps } from './ConfirmationCode';

// Pages
export { PageHeader, ButtonLink } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { TenderCard } from './TenderCard';
export type { TenderCardProps, TenderSummary } from './TenderCard';
export { Dashboard, NEW_ANALYSIS_PATH } from './Dashboard';
export type { DashboardProps } from './Dashboard';
export { AdminUsers, ADMIN_MAX_RESULTS } from './AdminUsers';
export type { AdminUsersProps, AdminUser, AdminFilter, AdminUserEdit } from './AdminUsers';
export { PlanCard } from './PlanCard';
export type { PlanCardProps, PlanButtonState } from './PlanCard';
export { Subscription } from './Subscription';
export type { SubscriptionProps } from './Subscription';
export { CheckoutStatus } from './CheckoutStatus';
export type { CheckoutStatusProps, CheckoutInfo } from './CheckoutStatus';
export { Settings } from './Settings';
export type { SettingsProps, SeatsInfo, Invitation, PasswordChange } from './Settings';

// Analysis workflow
export { FolderDrop } from './FolderDrop';
export type { FolderDropProps, DroppedFile } from './FolderDrop';
export { FileTree, NOT_ALLOWED_TITLE, buildTree, visibleRows } from './FileTree';
export type {
  FileTreeProps,
  FileChoice,
  TreeFile,
  TreeNode,
  TreeRow,
  TreeFolderNode,
  TreeFileNode,
} from './FileTree';
export { SummaryDialog } from './SummaryDialog';
export type { SummaryDialogProps, SummaryState } from './SummaryDialog';
export { AnalysisErrorPanel } from './AnalysisErrorPanel';
export type { AnalysisErrorPanelProps } from './AnalysisErrorPanel';
export { TenderDocuments, EXTRACTION_ERROR_MESSAGE } from './TenderDocuments';
export type { TenderDocumentsProps, TenderAnalysisState } from './TenderDocuments';
export { CompanyResponses } from './CompanyResponses';
export type { CompanyResponsesProps, CompanyBlock, CompanyLaunchState } from './CompanyResponses';
export { CriteriaEditor, FormulaDialog, TextDialog } from './CriteriaEditor';
export type {
  CriteriaEditorProps,
  FormulaDialogProps,
  FormulaValue,
  TextDialogProps,
} from './CriteriaEditor';
export {
  Results,
  RESULTS_LOAD_ERROR,
  ComparisonMatrix,
  BestCandidate,
  CompanyCard,
  ProgressBanner,
} from './Results';
export type {
  ResultsProps,
  ComparisonMatrixProps,
  BestCandidateProps,
  CompanyCardProps,
  ProgressBannerProps,
} from './Results';
export {
  DetailedAnalysis,
  SideNav,
  DETAILED_PAGES,
  PAGE_OF_CATEGORY,
  detailedPath,
  pagesForCriteria,
  resultsPath,
  CategoryAnalysis,
  TechnicalAnalysis,
  MethodologyAnalysis,
  EnvironmentAnalysis,
  SecurityAnalysis,
  FinancialAnalysis,
  AdministrativeAnalysis,
  ExperienceAnalysis,
  PlanningAnalysis,
} from './DetailedAnalysis';
export type {
  DetailedAnalysisProps,
  SideNavProps,
  DetailedPageKey,
  CategoryAnalysisProps,
  CategoryEdit,
  EvaluatedCategory,
  FinancialAnalysisProps,
  AdministrativeAnalysisProps,
  PresenceChange,
  ExperienceAnalysisProps,
  PlanningAnalysisProps,
} from './DetailedAnalysis';

// price safeguards
export { FormulaFindings, FINDINGS_HEADING, SOUND_FORMULA } from './FormulaFindings';
export type { FormulaFindingsProps } from './FormulaFindings';
export { OabTable, OabOutcomeEditor, OAB_HEADING, OAB_INTRO, INVALID_ESTIMATE } from './OabTable';
export type { OabTableProps, OabOffer, OabOutcomeEditorProps, OabOutcomeValue } from './OabTable';
export { JustificationLetter } from './JustificationLetter';
export type { JustificationLetterProps, LetterFormat } from './JustificationLetter';
export { FlipChart, FLIP_HEADING } from './FlipChart';
export type { FlipChartProps } from './FlipChart';

// accountable procedure: legal checks, document validity, audit trail
export {
  CriteriaChecks,
  CHECKS_TITLE,
  DEFENCE_OR_SECURITY_LABEL,
  NO_ANOMALY,
  UNKNOWN_LAUNCH_DATE,
} from './CriteriaChecks';
export type { CriteriaChecksProps } from './CriteriaChecks';
export { DocumentValidityTable, NO_VALIDITY_ITEM } from './DocumentValidityTable';
export type { DocumentValidityTableProps } from './DocumentValidityTable';
export { AuditTrail, AUDIT_TITLE, NO_EVENT } from './AuditTrail';
export type { AuditTrailProps, AuditTrailEvent, AuditValue } from './AuditTrail';
export { UnlockCriteriaDialog, UNLOCK_TITLE, UNLOCK_DESCRIPTION } from './UnlockCriteriaDialog';
export type { UnlockCriteriaDialogProps } from './UnlockCriteriaDialog';
export { AnalysisReportPanel, REPORT_TITLE } from './AnalysisReportPanel';
export type { AnalysisReportPanelProps, ReportSection, ReportFormat } from './AnalysisReportPanel';
export { ProcedureSection, PROCEDURE_TITLE } from './ProcedureSection';
export type { ProcedureSectionProps } from './ProcedureSection';
