import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { LocaleLink } from '@/components/ui/locale-link';

type Props = {
  title: string;
  text: string;
  homeLabel: string;
  detail?: string;
  children?: ReactNode;
};

// The body of the 404, error and under-construction pages: a message and a way home.
export function StatusMessage({ title, text, homeLabel, detail, children }: Props) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={{ color: 'primary.dark' }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: 20, fontWeight: 600 }}>{text}</Typography>
      {detail && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{detail}</Typography>}
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={LocaleLink} href="/" variant="contained">
          {homeLabel}
        </Button>
        {children}
      </Stack>
    </Box>
  );
}
