export { CriteriaChecks, CHECKS_TITLE, NO_ANOMALY, UNKNOWN_LAUNCH_DATE } from './CriteriaChecks';
export type { CriteriaChecksProps } from './CriteriaChecks';
