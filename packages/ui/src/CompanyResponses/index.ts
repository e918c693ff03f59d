export { CompanyResponses } from './CompanyResponses';
export type { CompanyResponsesProps, CompanyBlock, CompanyLaunchState } from './CompanyResponses';
