export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { StyledButtonLink as ButtonLink } from './PageHeader.styles';
