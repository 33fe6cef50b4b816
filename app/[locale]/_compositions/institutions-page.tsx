import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ContentColumn, ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { EnquiryPageCard } from '@/features/enquiries/components/enquiry-page-card';
import { InstitutionEnquiryForm } from '@/features/enquiries/components/forms/institution-enquiry-form';
import { InstitutionsDirectory } from '@/features/institutions/components/institutions-directory';
import { INSTITUTIONS_PATH } from '@/features/institutions/constants';
import {
  getCachedInstitutionLists,
  getCachedInstitutions,
} from '@/features/institutions/server/cached';
import { Link } from '@/lib/i18n/navigation';
import { LIST_VIEW_ALL, LIST_VIEW_KEYS, parseListViewSegment } from '@/lib/navigation/list-views';
import { contentPath } from '@/lib/navigation/menu-links';

import styles from './composition.module.css';

// The enquiry page record whose title, subtitle and image head the form.
const ENQUIRY_PAGE_ID = 6;

// Page 150 Export trade support institutions: the page's content, the directory filtered from
// the page's query (its view segment), then the trade and service information enquiry (type 6,
// with enquiry page 6's title and image). The form is a client island, so the page stays cached.
// The text and the form keep the reading width; the directory spans the page (issue 25).
export async function InstitutionsPage({ page, locale, view: segment }: FeaturePageProps) {
  const view = parseListViewSegment(segment ?? LIST_VIEW_ALL, LIST_VIEW_KEYS.institutions);
  if (!view) notFound();
  const [t, institutions, lists] = await Promise.all([
    getTranslations({ locale, namespace: 'Institutions' }),
    getCachedInstitutions(),
    getCachedInstitutionLists(),
  ]);
  return (
    <ContentPage page={page} locale={locale} layout="wide">
      <div className={styles.afterStepped}>
        <InstitutionsDirectory
          institutions={institutions}
          lists={lists}
          view={view}
          path={encodeURI(contentPath(page, locale))}
          locale={locale}
          headingLevel={3}
        />
        <p className={styles.after}>
          <Link href={INSTITUTIONS_PATH}>{t('seeAll')}</Link>
        </p>
      </div>
      <div className={styles.afterStepped}>
        <ContentColumn>
          <EnquiryPageCard pageId={ENQUIRY_PAGE_ID} locale={locale}>
            <InstitutionEnquiryForm />
          </EnquiryPageCard>
        </ContentColumn>
      </div>
    </ContentPage>
  );
}
