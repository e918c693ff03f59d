export { DetailedAnalysis } from './DetailedAnalysis';
export type { DetailedAnalysisProps } from './DetailedAnalysis';
export { SideNav } from './SideNav';
export type { SideNavProps } from './SideNav';
export {
  DETAILED_PAGES,
  PAGE_OF_CATEGORY,
  detailedPath,
  pagesForCriteria,
  resultsPath,
} from './detailedPages';
export type { DetailedPageKey } from './detailedPages';
export {
  CategoryAnalysis,
  TechnicalAnalysis,
  MethodologyAnalysis,
  EnvironmentAnalysis,
  SecurityAnalysis,
} from './CategoryAnalysis';
export type { CategoryAnalysisProps, CategoryEdit, EvaluatedCategory } from './CategoryAnalysis';
export { FinancialAnalysis } from './FinancialAnalysis';
export type { FinancialAnalysisProps } from './FinancialAnalysis';
export { AdministrativeAnalysis } from './AdministrativeAnalysis';
export type { AdministrativeAnalysisProps, PresenceChange } from './AdministrativeAnalysis';
export { ExperienceAnalysis } from './ExperienceAnalysis';
export type { ExperienceAnalysisProps } from './ExperienceAnalysis';
export { PlanningAnalysis } from './PlanningAnalysis';
export type { PlanningAnalysisProps } from './PlanningAnalysis';
