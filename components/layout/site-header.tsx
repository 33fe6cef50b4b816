'use client';

import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Link } from '@/lib/i18n/navigation';
import { layout } from '@/lib/theme/tokens';

import { AccountButtons } from './account-buttons';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { NavDrawer } from './nav-drawer';
import type { NavItem } from './nav-types';
import { useHideOnScroll } from './use-hide-on-scroll';

const containerSx = {
  width: '100%',
  maxWidth: layout.containerMaxWidth,
  mx: 'auto',
  px: { xs: 2, md: 3 },
  display: 'flex',
  alignItems: 'center',
  gap: 2,
} as const;

export function SiteHeader({
  navigation,
  drawerTree,
}: {
  navigation: NavItem[];
  drawerTree: NavItem[];
}) {
  const t = useTranslations('Header');
  const { hidden, ready } = useHideOnScroll(layout.headerHideThreshold);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      data-testid="site-header"
      data-hidden={hidden}
      data-scroll-ready={ready}
      sx={{
        top: 0,
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: 'transform .3s ease',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: '0 2px 12px rgba(15,42,36,.06)',
      }}
    >
      <Box sx={{ bgcolor: 'primary.dark', color: '#fff' }}>
        <Box sx={{ ...containerSx, minHeight: 48, justifyContent: 'flex-end' }}>
          <HeaderSearch />
          <LanguageSwitch />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <AccountButtons />
          </Box>
        </Box>
      </Box>
      <Box sx={{ ...containerSx, minHeight: layout.headerHeight, justifyContent: 'space-between' }}>
        <Link href="/" aria-label={t('home')} style={{ display: 'flex' }}>
          <Image src="/images/logo.svg" alt="" width={190} height={48} priority />
        </Link>
        <DesktopNav items={navigation} />
        <IconButton
          onClick={() => setDrawerOpen(true)}
          aria-label={t('openMenu')}
          aria-expanded={drawerOpen}
          sx={{ display: { md: 'none' } }}
          data-testid="drawer-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Box>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} tree={drawerTree} />
    </AppBar>
  );
}
