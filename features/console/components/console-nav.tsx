'use client';

import { usePathname } from 'next/navigation';

import styles from './console-shell.module.css';

type Props = { links: { key: string; href: string; label: string }[]; label: string };

/**
 * The console's menu; the section of the current page is marked for screen readers too: the
 * link whose address is the longest start of the page's (the hit queue, not the screening above it).
 */
export function ConsoleNav({ links, label }: Props) {
  const pathname = usePathname();
  const holds = (href: string) =>
    href.endsWith('/admin')
      ? pathname === href
      : pathname === href || pathname.startsWith(`${href}/`);
  const shown = links
    .filter((link) => holds(link.href))
    .reduce<string | null>(
      (best, link) => (best === null || link.href.length > best.length ? link.href : best),
      null,
    );
  const current = (href: string) => href === shown;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={current(link.href) ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
