export {
  CriteriaChecks,
  CHECKS_TITLE,
  DEFENCE_OR_SECURITY_LABEL,
  NO_ANOMALY,
  UNKNOWN_LAUNCH_DATE,
} from './CriteriaChecks';
export type { CriteriaChecksProps } from './CriteriaChecks';
