export { Dashboard, NEW_ANALYSIS_PATH } from './Dashboard';
export type { DashboardProps } from './Dashboard';
