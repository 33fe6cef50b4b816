import { createTheme } from '@mui/material/styles';

import { brand, fontFamilies, layout } from './tokens';

export function createPortalTheme(direction: 'ltr' | 'rtl') {
  return createTheme({
    direction,
    cssVariables: true,
    breakpoints: {
      // md matches the drawer breakpoint so `up('md')` means "desktop navigation".
      values: { xs: 0, sm: 600, md: layout.drawerBreakpoint, lg: 1120, xl: 1440 },
    },
    palette: {
      primary: { main: brand.primary, dark: brand.primaryDark, contrastText: '#ffffff' },
      secondary: { main: brand.accent, contrastText: '#ffffff' },
      // Snackbar colours (part 1 §2.2): success green, error red, both AA on white text.
      success: { main: '#1B7F3B', contrastText: '#ffffff' },
      error: { main: '#B3261E', contrastText: '#ffffff' },
      text: { primary: brand.ink, secondary: '#4A5A54' },
      background: { default: '#ffffff', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    spacing: 8,
    typography: {
      fontFamily: direction === 'rtl' ? fontFamilies.ar : fontFamilies.en,
      fontSize: 15,
      h1: { fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.8rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.4rem', fontWeight: 600, lineHeight: 1.35 },
      h4: { fontSize: '1.2rem', fontWeight: 600 },
      body1: { lineHeight: 1.75 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiContainer: { defaultProps: { maxWidth: false } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
