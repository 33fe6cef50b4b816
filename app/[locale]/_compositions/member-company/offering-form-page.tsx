import 'server-only';
import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { QueryIsland } from '@/components/providers/query-island';
import type { OfferingAnswer } from '@/features/companies/answer-schemas';
import { OFFERING_PATHS } from '@/features/companies/offering-limits';
import type { OfferingKind } from '@/features/companies/offering-schemas';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

import { keyTradePlayersHref } from './key-trade-players';
import { OfferingFormWithHsFinder } from './offering-form-with-hs-finder';

type Props = {
  kind: OfferingKind;
  locale: Locale;
  /** The session user's company_id: null blocks the submission (part 3 §5 "No company"). */
  companyId: number | null;
  /** The product or service to edit, read on the server; none on the add pages. */
  offering?: OfferingAnswer;
};

/** The island's texts: its own, the company rules' messages, the file field and the form kit. */
const NAMESPACES = [
  'Offerings',
  'Companies',
  'MyCompany.becomeKeyTradePlayer',
  'FileField',
  'HsCodeField',
  ...FORM_NAMESPACES,
];

// part 3 "Add product and add service", "Product edit and service edit".
export async function OfferingFormPage({ kind, locale, companyId, offering }: Props) {
  const [t, profile, keyTradePlayers] = await Promise.all([
    getTranslations({ locale, namespace: 'Offerings' }),
    getTranslations({ locale, namespace: 'Profile' }),
    keyTradePlayersHref(locale),
  ]);
  const crumbs = [{ label: profile('title'), href: '/profile' }];
  if (offering) crumbs.push({ label: t(`${kind}.title`), href: OFFERING_PATHS[kind].list });
  return (
    <>
      <PageBanner title={t(offering ? `${kind}.editTitle` : `${kind}.add`)} crumbs={crumbs} />
      <PageContainer component="div">
        <PageMessages namespaces={NAMESPACES}>
          <QueryIsland>
            <OfferingFormWithHsFinder
              kind={kind}
              companyId={companyId}
              keyTradePlayersHref={keyTradePlayers}
              offering={offering}
            />
          </QueryIsland>
        </PageMessages>
      </PageContainer>
    </>
  );
}
