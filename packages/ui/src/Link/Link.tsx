import type { ComponentType, ReactNode } from 'react';

/** What the library hands to the host's link component. */
export interface LinkComponentProps {
  /** Target path or URL, e.g. '/settings'. */
  href: string;
  children?: ReactNode;
  className?: string;
  /** `'page'` on the link to the current page. */
  'aria-current'?: 'page';
}

/**
 * The host's link component. The library never imports a router: a host using react-router passes
 * e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`. Default: a plain `<a>`.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain anchor (full page navigation). */
export function AnchorLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
