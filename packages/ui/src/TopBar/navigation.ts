/** Roles of SPEC.md §3; other values count as a plain user. */
export type UserRole = 'user' | 'user_admin' | 'admin' | (string & {});

export interface NavigationLink {
  label: 'Accueil' | 'Abonnement' | 'Paramètres' | 'Admin';
  href: string;
}

/** The top bar links a role may see (SPEC.md §2 and §6). */
export function navigationLinks(role: UserRole): NavigationLink[] {
  const links: NavigationLink[] = [{ label: 'Accueil', href: '/' }];
  if (role === 'user_admin' || role === 'admin') links.push({ label: 'Abonnement', href: '/subscription' });
  links.push({ label: 'Paramètres', href: '/settings' });
  if (role === 'admin') links.push({ label: 'Admin', href: '/admin' });
  return links;
}

/** A link is active on its own path and below it; Accueil only on '/' itself. */
export function isActiveLink(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
