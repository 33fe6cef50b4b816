// Navigation as the shell renders it: already localised, with its target resolved.
export type NavLink = { id: number; label: string; href: string; external: boolean };
export type NavItem = NavLink & { children: NavLink[] };
export type FooterColumn = { id: number; title: string; links: NavLink[] };
export type SocialItem = { id: number; name: string; image: string; href: string };

export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

function normalisePath(path: string): string {
  try {
    return decodeURI(path).replace(/\/$/, '') || '/';
  } catch {
    return path;
  }
}

/** The top item is active when the current page is one of its children (part 1 §2.2). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  const current = normalisePath(pathname);
  return [item, ...item.children].some(
    (link) =>
      !link.external &&
      link.href !== '/page-under-construction' &&
      normalisePath(link.href) === current,
  );
}
