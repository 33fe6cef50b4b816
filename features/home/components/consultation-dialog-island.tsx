'use client';

import type { ComponentProps } from 'react';

import { RecaptchaProvider } from '@/components/captcha/recaptcha-provider';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';

import { ConsultationDialog } from './consultation-dialog';

type Props = ComponentProps<typeof ConsultationDialog> & { captchaSiteKey?: string };

/** The consultation dialog with MUI's theme and its captcha, one chunk loaded on the first open. */
export function ConsultationDialogIsland({ captchaSiteKey, ...props }: Props) {
  const dialog = (
    <MuiIsland>
      <QueryIsland>
        <ConsultationDialog {...props} />
      </QueryIsland>
    </MuiIsland>
  );
  // Without a site key the captcha is off (ARCHITECTURE §2): no script is loaded.
  if (!captchaSiteKey) return dialog;
  return <RecaptchaProvider siteKey={captchaSiteKey}>{dialog}</RecaptchaProvider>;
}
