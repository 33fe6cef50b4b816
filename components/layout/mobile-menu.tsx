'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

import { Icon } from '@/components/ui/icon';
import { CloseIcon, MenuIcon } from '@/components/ui/icon-shapes';

import { AccountButtons } from './account-buttons';
import styles from './mobile-menu.module.css';
import { NavAnchor } from './nav-anchor';
import type { NavItem } from './nav-types';

// The navigation tree on screens below 924 px (part 1 §2.2), in a drawer from the start edge.
export function MobileMenu({ tree }: { tree: NavItem[] }) {
  const t = useTranslations('Header');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A click on the backdrop lands on the dialog element itself, outside its panel.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setOpen(true)}
        aria-label={t('openMenu')}
        aria-expanded={open}
        data-testid="drawer-toggle"
      >
        <Icon shape={MenuIcon} />
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby="drawer-title"
        onClose={() => setOpen(false)}
        onClick={closeOnBackdrop}
        data-testid="nav-drawer-panel"
      >
        <div className={`${styles.bar} on-dark`}>
          <h2 className="h4" id="drawer-title">
            {t('drawerTitle')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => setOpen(false)}
            aria-label={t('closeMenu')}
          >
            <Icon shape={CloseIcon} />
          </button>
        </div>
        {open && (
          <nav aria-labelledby="drawer-title" data-testid="nav-drawer" className={styles.tree}>
            {tree.map((item) => (
              <section
                key={item.id}
                aria-labelledby={`drawer-section-${item.id}`}
                className={styles.section}
              >
                <h3 id={`drawer-section-${item.id}`}>{item.label}</h3>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavAnchor link={child} onClick={() => setOpen(false)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        <div className={`${styles.account} on-dark`}>{open && <AccountButtons />}</div>
      </dialog>
    </>
  );
}
