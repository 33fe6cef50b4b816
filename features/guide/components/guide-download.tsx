'use client';

import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { useCurrentUser } from '@/lib/session/current-user';

import { GUIDE_WARNING_MS } from '../constants';
import type { GuideLabels } from '../guide-types';

type Props = {
  file: string;
  labels: Pick<GuideLabels, 'download' | 'downloadHint' | 'loginToDownload' | 'login'>;
};

// part 1 §2.6 and §6: members download the full guide; a visitor gets a 5 s warning with a login link.
export function GuideDownload({ file, labels }: Props) {
  const { data: user } = useCurrentUser();
  const pathname = usePathname();
  const [warning, setWarning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!file) return null;

  const showWarning = () => {
    setWarning(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setWarning(false), GUIDE_WARNING_MS);
  };
  const buttonProps = {
    variant: 'contained',
    color: 'secondary',
    size: 'large',
    startIcon: <FileDownloadOutlined aria-hidden />,
    sx: { px: 4, py: 1.5, borderRadius: 99, fontSize: 17 },
  } as const;

  return (
    <Box
      data-testid="guide-download"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'center', lg: 'flex-start' },
        textAlign: { xs: 'center', lg: 'start' },
        gap: 1.5,
      }}
    >
      {user ? (
        <Button component="a" href={file} download {...buttonProps}>
          {labels.download}
        </Button>
      ) : (
        <Button onClick={showWarning} {...buttonProps}>
          {labels.download}
        </Button>
      )}
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{labels.downloadHint}</Typography>
      {warning && (
        <Alert
          severity="warning"
          role="alert"
          data-testid="guide-login-warning"
          sx={{ width: '100%', maxWidth: 520, alignItems: 'center' }}
          action={
            <Button
              component={Link}
              href={`/auth/login?redirect=${encodeURIComponent(pathname)}`}
              color="inherit"
              size="small"
              variant="outlined"
            >
              {labels.login}
            </Button>
          }
        >
          {labels.loginToDownload}
        </Alert>
      )}
    </Box>
  );
}
