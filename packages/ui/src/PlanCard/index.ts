export { PlanCard } from './PlanCard';
export type { PlanCardProps, PlanButtonState } from './PlanCard';
