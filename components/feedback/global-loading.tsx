'use client';

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

import { activeRequests } from '@/lib/http/active-requests';

// part 1 §2.2: a global loading indicator shows while the count of active calls is above zero.
export function GlobalLoading() {
  const t = useTranslations('Loading');
  const count = useSyncExternalStore(
    activeRequests.subscribe,
    activeRequests.getSnapshot,
    activeRequests.getServerSnapshot,
  );
  if (count <= 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 0,
        insetInlineStart: 0,
        insetInlineEnd: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
      }}
    >
      <LinearProgress aria-label={t('label')} color="secondary" sx={{ height: 3 }} />
    </Box>
  );
}
