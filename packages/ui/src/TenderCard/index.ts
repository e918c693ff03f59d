export { TenderCard } from './TenderCard';
export type { TenderCardProps, TenderSummary } from './TenderCard';
