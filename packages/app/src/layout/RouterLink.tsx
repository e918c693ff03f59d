import type { LinkComponentProps } from '@mieux-disant/ui';
import { Link } from 'react-router-dom';

/** The ui library's links go through react-router (no full page loads). */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
