'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { BidiText } from '@/components/ui/bidi-text';
import { Icon } from '@/components/ui/icon';
import { ExpandMoreIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import type { CurrentUser } from '@/lib/session/current-user';
import { logout } from '@/lib/session/logout';

import styles from './profile-menu.module.css';

// How the menu was opened: a hover menu must not take the focus from the page.
type OpenedBy = 'hover' | 'keyboard';
const HOVER_CLOSE_DELAY_MS = 150;

function initialsOf(user: CurrentUser): string {
  return [user.name, user.last_name ?? '']
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

// part 1 §2.2 and part 3 §2: the member's button with Profile, Edit Profile and Log Out, opened on
// hover with a mouse and with click, Enter, Space or ArrowDown otherwise (the menu button pattern).
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const t = useTranslations('Header');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const router = useRouter();
  const snackbar = useSnackbar();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [leaving, setLeaving] = useState(false);
  const open = openedBy !== null;

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const openWith = (how: OpenedBy) => {
    cancelClose();
    setOpenedBy(how);
  };
  const close = (returnFocus = false) => {
    cancelClose();
    setOpenedBy(null);
    if (returnFocus) button.current?.focus();
  };

  // Opened from the keyboard or by a click, the first item takes the focus.
  useEffect(() => {
    if (openedBy === 'keyboard') items()[0]?.focus();
  }, [openedBy]);

  // A press anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      if (closeTimer.current) clearTimeout(closeTimer.current);
      setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => cancelClose, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) cancelClose();
    else openWith('hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openedBy !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openWith('keyboard');
  };
  // A click (or Enter/Space) opens the full menu, also over one the mouse has just opened.
  const onClick = () => {
    if (openedBy === 'keyboard') close();
    else openWith('keyboard');
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close();
  };

  const onLogout = async () => {
    setLeaving(true);
    close();
    try {
      await logout();
    } catch {
      snackbar.show(t('logoutFailed'), { severity: 'error' });
      return;
    } finally {
      setLeaving(false);
    }
    router.push(localePath('/', locale));
  };

  return (
    <div
      ref={root}
      className={styles.root}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={t('accountMenu', { name: user.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onClick}
        onKeyDown={onButtonKeyDown}
        data-testid="profile-button"
      >
        <span className={styles.avatar} aria-hidden>
          {user.avatar_img ? (
            <Image src={user.avatar_img} alt="" width={26} height={26} unoptimized />
          ) : (
            initialsOf(user)
          )}
        </span>
        <BidiText className={styles.name}>{user.name}</BidiText>
        <Icon shape={ExpandMoreIcon} size={20} />
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('accountMenu', { name: user.name })}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
          onPointerEnter={cancelClose}
        >
          <li role="none">
            <Link href="/profile" role="menuitem" className={styles.item} onClick={() => close()}>
              {t('menuProfile')}
            </Link>
          </li>
          <li role="none">
            <Link
              href="/edit-profile"
              role="menuitem"
              className={styles.item}
              onClick={() => close()}
            >
              {t('menuEditProfile')}
            </Link>
          </li>
          {user.role !== 'user' && (
            // Staff only: the console has its own <html>, so a plain link (a full page load).
            <li role="none">
              <a href={localePath('/admin', locale)} role="menuitem" className={styles.item}>
                {t('menuConsole')}
              </a>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={onLogout}
              disabled={leaving}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
