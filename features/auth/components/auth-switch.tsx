'use client';

import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import type { ReactNode } from 'react';

import { Link } from '@/lib/i18n/navigation';

type Props = {
  /** The other screen's page. */
  href: string;
  /** In a modal: opens the other modal instead of leaving the page. */
  onSwitch?: () => void;
  children: ReactNode;
};

/** The way from login to sign-up and back: a text button in a modal, a link on the page. */
export function AuthSwitch({ href, onSwitch, children }: Props) {
  return onSwitch ? (
    <Button variant="text" onClick={onSwitch}>
      {children}
    </Button>
  ) : (
    <MuiLink component={Link} href={href} sx={{ textAlign: 'center' }}>
      {children}
    </MuiLink>
  );
}
