'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

import { Icon } from '@/components/ui/icon';
import { CloseIcon, MenuIcon } from '@/components/ui/icon-shapes';
import { useHydrated } from '@/components/ui/use-hydrated';

import { AccountButtons } from './account-buttons';
import styles from './mobile-menu.module.css';
import { NavAnchor } from './nav-anchor';
import type { NavItem } from './nav-types';

const DRAWER_ID = 'site-drawer';

// The navigation tree on screens below 924 px (part 1 §2.2), in a drawer from the start edge. The
// tree is in the server's HTML and the buttons are invoker commands, so a tap opens and closes the
// drawer before the page's scripts have run (issue 31); once hydrated, the click handlers do the
// same where the browser has no invoker commands.
export function MobileMenu({ tree }: { tree: NavItem[] }) {
  const t = useTranslations('Header');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  // The drawer may have been opened by a tap before hydration.
  useEffect(() => {
    if (dialog.current?.open) setOpen(true);
  }, []);

  const show = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  // A click on the backdrop lands on the dialog element itself, outside its panel; a link of the
  // tree closes the drawer, which a client-side navigation would otherwise leave open.
  const closeOnBackdropOrLink = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) close();
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        command="show-modal"
        commandfor={DRAWER_ID}
        onClick={show}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="drawer-toggle"
      >
        <Icon shape={MenuIcon} />
      </button>
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        className={styles.drawer}
        aria-labelledby="drawer-title"
        closedby="any"
        onClose={(event) => setOpen(event.currentTarget.open)}
        onClick={closeOnBackdropOrLink}
        data-testid="nav-drawer-panel"
      >
        <div className={`${styles.bar} on-dark`}>
          <h2 className="h4" id="drawer-title">
            {t('drawerTitle')}
          </h2>
          <button
            type="button"
            className={styles.close}
            command="close"
            commandfor={DRAWER_ID}
            onClick={close}
            aria-label={t('closeMenu')}
          >
            <Icon shape={CloseIcon} />
          </button>
        </div>
        <nav aria-labelledby="drawer-title" data-testid="nav-drawer" className={styles.tree}>
          {tree.map((item) => (
            <section key={item.id}>
              <h3>{item.label}</h3>
              <ul>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavAnchor link={child} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {/* In the server's HTML for a tap before hydration; afterwards while the drawer is open. */}
        <div className={`${styles.account} on-dark`}>
          {(open || !hydrated) && <AccountButtons />}
        </div>
      </dialog>
    </>
  );
}
