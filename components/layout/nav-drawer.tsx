'use client';

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

import { AccountButtons } from './account-buttons';
import { NavAnchor } from './nav-anchor';
import type { NavItem } from './nav-types';

type Props = { open: boolean; onClose: () => void; tree: NavItem[] };

// The navigation tree on screens below 924 px (part 1 §2.2).
export function NavDrawer({ open, onClose, tree }: Props) {
  const t = useTranslations('Header');
  return (
    // MUI flips 'left' to the right edge in right-to-left themes: the drawer opens from the start edge.
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, maxWidth: '88vw' } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          p: 2,
          bgcolor: 'primary.dark',
          color: '#fff',
        }}
      >
        <Typography component="h2" variant="h4" id="drawer-title">
          {t('drawerTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeMenu')} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        component="nav"
        aria-labelledby="drawer-title"
        data-testid="nav-drawer"
        sx={{ overflowY: 'auto', flex: 1 }}
      >
        {tree.map((item) => (
          <Box key={item.id} component="section" aria-labelledby={`drawer-section-${item.id}`}>
            <Typography
              id={`drawer-section-${item.id}`}
              component="h3"
              sx={{ px: 2, pt: 2, pb: 0.5, fontWeight: 700, fontSize: 15, color: 'primary.dark' }}
            >
              {item.label}
            </Typography>
            <List dense disablePadding>
              {item.children.map((child) => (
                <ListItem key={child.id} sx={{ py: 0 }}>
                  <NavAnchor
                    link={child}
                    onClick={onClose}
                    sx={{
                      display: 'block',
                      width: '100%',
                      py: 1,
                      px: 1,
                      color: 'text.primary',
                      textDecoration: 'none',
                      borderRadius: 1,
                      '&:hover, &:focus-visible': { bgcolor: 'primary.light' },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Box>
      <Box sx={{ p: 2, bgcolor: 'primary.dark', color: '#fff', display: { sm: 'none' } }}>
        <AccountButtons />
      </Box>
    </Drawer>
  );
}
