'use client';

import ExpandMore from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { localePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import type { CurrentUser } from '@/lib/session/current-user';
import { useLogout } from '@/lib/session/logout';

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
// hover with a mouse and with click, Enter, Space or ArrowDown otherwise.
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const t = useTranslations('Header');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const router = useRouter();
  const snackbar = useSnackbar();
  const logout = useLogout();
  const menuId = useId();
  const theme = useTheme();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [open, setOpen] = useState(false);
  // Kept while the menu closes, so its exit keeps the same (backdrop-less) presentation.
  const [openedBy, setOpenedBy] = useState<OpenedBy>('keyboard');

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const openWith = (how: OpenedBy) => {
    cancelClose();
    setOpenedBy(how);
    setOpen(true);
  };
  const close = () => {
    cancelClose();
    setOpen(false);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) cancelClose();
    else openWith('hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !open || openedBy !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openWith('keyboard');
  };
  // A click (or Enter/Space) opens the full menu, also over one the mouse has just opened.
  const onClick = () => {
    if (open && openedBy === 'keyboard') close();
    else openWith('keyboard');
  };

  const onLogout = async () => {
    close();
    try {
      await logout.mutateAsync();
    } catch {
      snackbar.show(t('logoutFailed'), { severity: 'error' });
      return;
    }
    router.push(localePath('/', locale));
  };

  const hover = openedBy === 'hover';
  // The menu lines up with the button's end edge: the right in English, the left in Arabic.
  const end = theme.direction === 'rtl' ? 'left' : 'right';
  return (
    <Box onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Button
        ref={setAnchor}
        color="inherit"
        size="small"
        aria-label={t('accountMenu', { name: user.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        endIcon={<ExpandMore aria-hidden />}
        data-testid="profile-button"
        sx={{ textTransform: 'none', fontWeight: 600, gap: 0.5, minHeight: 31, py: 0.25 }}
      >
        <Avatar
          src={user.avatar_img ?? undefined}
          alt=""
          aria-hidden
          sx={{ width: 26, height: 26, fontSize: 12, bgcolor: '#fff', color: 'primary.dark' }}
        >
          {initialsOf(user)}
        </Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline' },
            maxWidth: 140,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {user.name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        // Opened by hover: no focus trap, no backdrop, the page keeps the pointer and the focus.
        autoFocus={!hover}
        disableAutoFocus={hover}
        disableEnforceFocus={hover}
        disableRestoreFocus={hover}
        hideBackdrop={hover}
        disableScrollLock
        sx={hover ? { pointerEvents: 'none' } : undefined}
        slotProps={{
          paper: {
            onPointerEnter: cancelClose,
            onPointerLeave,
            sx: { pointerEvents: 'auto', minWidth: 180, mt: 0.5 },
          },
        }}
      >
        <MenuItem component={Link} href="/profile" onClick={close}>
          {t('menuProfile')}
        </MenuItem>
        <MenuItem component={Link} href="/edit-profile" onClick={close}>
          {t('menuEditProfile')}
        </MenuItem>
        <MenuItem onClick={onLogout} disabled={logout.isPending}>
          {t('logout')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
