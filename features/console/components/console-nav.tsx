'use client';

import { usePathname } from 'next/navigation';

import styles from './console-shell.module.css';

type Props = { links: { key: string; href: string; label: string }[]; label: string };

/** The console's menu; the section of the current page is marked for screen readers too. */
export function ConsoleNav({ links, label }: Props) {
  const pathname = usePathname();
  const current = (href: string) =>
    href.endsWith('/admin')
      ? pathname === href
      : pathname === href || pathname.startsWith(`${href}/`);
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
