'use client';

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';

import { usePathname } from '@/lib/i18n/navigation';

import { NavAnchor } from './nav-anchor';
import { isItemActive, type NavItem } from './nav-types';

// Dropdowns open on hover (part 1 §2.2) and from the keyboard through a disclosure button.
export function DesktopNav({ items }: { items: NavItem[] }) {
  const t = useTranslations('Header');
  const pathname = usePathname();
  const [openId, setOpenId] = useState<number | null>(null);

  const closeOnEscape = (event: KeyboardEvent, item: NavItem) => {
    if (event.key !== 'Escape' || openId !== item.id) return;
    setOpenId(null);
    document.getElementById(`nav-toggle-${item.id}`)?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>, item: NavItem) => {
    if (!event.currentTarget.contains(event.relatedTarget) && openId === item.id) setOpenId(null);
  };

  return (
    <Box
      component="nav"
      aria-label={t('mainNavigation')}
      sx={{ display: { xs: 'none', md: 'block' } }}
    >
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
        {items.map((item) => {
          const active = isItemActive(item, pathname);
          const open = openId === item.id;
          const hasMenu = item.children.length > 0;
          return (
            <Box
              component="li"
              key={item.id}
              sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}
              onMouseEnter={() => hasMenu && setOpenId(item.id)}
              onMouseLeave={() => open && setOpenId(null)}
              onKeyDown={(event) => closeOnEscape(event, item)}
              onBlur={(event) => closeWhenFocusLeaves(event, item)}
            >
              <NavAnchor
                link={item}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                sx={{
                  px: 1.25,
                  py: 2.5,
                  fontWeight: 600,
                  fontSize: 15,
                  color: active ? 'primary.main' : 'text.primary',
                  borderBottom: 3,
                  borderColor: active ? 'primary.main' : 'transparent',
                  textDecoration: 'none',
                  '&:hover, &:focus-visible': { color: 'primary.main' },
                }}
              />
              {hasMenu && (
                <IconButton
                  id={`nav-toggle-${item.id}`}
                  size="small"
                  aria-expanded={open}
                  aria-controls={`nav-menu-${item.id}`}
                  aria-label={t('openSubmenu', { label: item.label })}
                  onClick={() => setOpenId(open ? null : item.id)}
                  sx={{ p: 0.25, marginInlineStart: -0.75 }}
                >
                  <ExpandMoreIcon
                    fontSize="small"
                    sx={{
                      transition: 'transform .2s',
                      transform: open ? 'rotate(180deg)' : 'none',
                    }}
                  />
                </IconButton>
              )}
              {hasMenu && (
                <Box
                  component="ul"
                  id={`nav-menu-${item.id}`}
                  hidden={!open}
                  sx={{
                    position: 'absolute',
                    top: '100%',
                    insetInlineStart: 0,
                    minWidth: 260,
                    m: 0,
                    py: 1,
                    px: 0,
                    listStyle: 'none',
                    bgcolor: 'background.paper',
                    borderRadius: 2,
                    boxShadow: '0 12px 32px rgba(15,42,36,.16)',
                    borderTop: 3,
                    borderColor: 'primary.main',
                    zIndex: 10,
                  }}
                >
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavAnchor
                        link={child}
                        onClick={() => setOpenId(null)}
                        sx={{
                          display: 'block',
                          px: 2.5,
                          py: 1.25,
                          color: 'text.primary',
                          textDecoration: 'none',
                          '&:hover, &:focus-visible': {
                            bgcolor: 'primary.light',
                            color: 'primary.dark',
                          },
                        }}
                      />
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
