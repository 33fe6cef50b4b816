'use client';

import type { ComponentProps } from 'react';

import { RecaptchaProvider } from '@/components/captcha/recaptcha-provider';
import { FormMessages } from '@/components/i18n/form-messages';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';

import { ConsultationDialog } from './consultation-dialog';

type Props = ComponentProps<typeof ConsultationDialog> & { captchaSiteKey?: string };

/**
 * The consultation dialog with MUI's theme, its captcha and the form texts, one chunk loaded on the
 * first open.
 */
export function ConsultationDialogIsland({ captchaSiteKey, ...props }: Props) {
  const dialog = (
    <FormMessages namespaces={['Home.consultation']}>
      <MuiIsland>
        <QueryIsland>
          <ConsultationDialog {...props} />
        </QueryIsland>
      </MuiIsland>
    </FormMessages>
  );
  // Without a site key the captcha is off (ARCHITECTURE §2): no script is loaded.
  if (!captchaSiteKey) return dialog;
  return <RecaptchaProvider siteKey={captchaSiteKey}>{dialog}</RecaptchaProvider>;
}
