export { AnchorLink } from './Link';
export type { LinkComponent, LinkComponentProps } from './Link';
