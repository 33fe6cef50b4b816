import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { layout } from '@/lib/theme/tokens';

type Props = {
  children: ReactNode;
  component?: 'article' | 'div' | 'section';
  sx?: SxProps<Theme>;
};

/** The page body below the banner: the portal's content width with its side padding. */
export function PageContainer({ children, component = 'article', sx, ...rest }: Props) {
  return (
    <Box
      component={component}
      {...rest}
      sx={[
        {
          maxWidth: layout.containerMaxWidth,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 4, md: 6 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
