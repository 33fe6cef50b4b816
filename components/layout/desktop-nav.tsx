'use client';

import { useTranslations } from 'next-intl';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';

import { Icon } from '@/components/ui/icon';
import { ExpandMoreIcon } from '@/components/ui/icon-shapes';
import { usePathname } from '@/lib/i18n/navigation';

import styles from './desktop-nav.module.css';
import { NavAnchor } from './nav-anchor';
import { isItemActive, type NavItem } from './nav-types';

// Dropdowns open on hover (part 1 §2.2) and from the keyboard through a disclosure button. A
// click on the button pins the menu open: the hover that came before it has already opened it, so
// a toggle would close it under the visitor's pointer.
export function DesktopNav({ items }: { items: NavItem[] }) {
  const t = useTranslations('Header');
  const pathname = usePathname();
  const [open, setOpen] = useState<{ id: number; pinned: boolean } | null>(null);
  const openId = open?.id ?? null;
  const setOpenId = (id: number | null) => setOpen(id === null ? null : { id, pinned: false });

  const closeOnEscape = (event: KeyboardEvent, item: NavItem) => {
    if (event.key !== 'Escape' || openId !== item.id) return;
    setOpenId(null);
    document.getElementById(`nav-toggle-${item.id}`)?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>, item: NavItem) => {
    if (!event.currentTarget.contains(event.relatedTarget) && openId === item.id) setOpenId(null);
  };

  return (
    <nav aria-label={t('mainNavigation')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = isItemActive(item, pathname);
          const isOpen = openId === item.id;
          const pinned = isOpen && open?.pinned === true;
          const hasMenu = item.children.length > 0;
          return (
            <li
              key={item.id}
              className={styles.item}
              onMouseEnter={() => hasMenu && !isOpen && setOpenId(item.id)}
              onMouseLeave={() => isOpen && !pinned && setOpenId(null)}
              onKeyDown={(event) => closeOnEscape(event, item)}
              onBlur={(event) => closeWhenFocusLeaves(event, item)}
            >
              <NavAnchor
                link={item}
                className={styles.link}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
              />
              {hasMenu && (
                <button
                  type="button"
                  id={`nav-toggle-${item.id}`}
                  className={styles.toggle}
                  aria-expanded={isOpen}
                  aria-controls={`nav-menu-${item.id}`}
                  aria-label={t('openSubmenu', { label: item.label })}
                  onClick={() => setOpen(pinned ? null : { id: item.id, pinned: true })}
                >
                  <Icon shape={ExpandMoreIcon} size={20} />
                </button>
              )}
              {hasMenu && (
                <ul id={`nav-menu-${item.id}`} hidden={!isOpen} className={styles.menu}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavAnchor link={child} onClick={() => setOpenId(null)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
