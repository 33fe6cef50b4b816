'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useSaveToAccount } from '@/components/feedback/use-save-to-account';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { requestSave } from '../api/saved-landed-costs';
import { SAVED_LANDED_COSTS_PATH } from '../constants';

/**
 * "Save to my account" under the landed cost (issue 58): a visitor gets the login dialog and
 * nothing is sent; a member's inputs go to the server, which computes the answer again and saves it.
 */
export function SaveLandedCostButton({ inputs }: { inputs: Record<string, string> }) {
  const t = useTranslations('LandedCost.saved');
  const locale = useLocale() as Locale;
  const listHref = localePath(SAVED_LANDED_COSTS_PATH, locale);
  const { state, save } = useSaveToAccount({
    send: () => requestSave(inputs),
    listHref,
    texts: { saved: t('saved'), link: t('link'), failed: t('signIn') },
    what: 'the landed cost',
  });

  if (state === 'saved') {
    return (
      <a href={listHref} className="button button-outlined" data-testid="landed-cost-saved">
        {t('link')}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="button button-outlined"
      aria-busy={state === 'busy'}
      disabled={state === 'busy'}
      onClick={() => void save()}
      data-testid="save-landed-cost"
    >
      {t('save')}
    </button>
  );
}
