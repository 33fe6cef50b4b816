import { pathIdOf } from '@/features/console/path-id';
import { consolePage } from '@/features/console/server/console-page';
import { HitEvidence } from '@/features/screening/components/console/hit-evidence';
import styles from '@/features/screening/components/console/hit-evidence.module.css';
import { getCachedCountryNames } from '@/features/screening/server/cached';
import { findHit } from '@/features/screening/server/hit-reads';
import { isolate } from '@/lib/i18n/isolate';
import { consolePath } from '@/lib/navigation/console-path';

// /admin/screening/hits/{id} (issue 47): one hit's evidence side by side, and its decision.
const route = consolePage({
  area: 'screening',
  namespace: 'ScreeningHitsAdmin',
  title: 'hitPage.pageTitle',
  read: async (db, { segments }) => {
    const id = pathIdOf(segments.id);
    if (id === null) return null;
    const [hit, countries] = await Promise.all([findHit(db, id), getCachedCountryNames()]);
    return hit ? { hit, countries } : null;
  },
  view: ({ hit, countries }, { locale }, admin) => ({
    back: (
      <a href={consolePath('/screening/hits', locale)} className={styles.back}>
        {admin('hitPage.back')}
      </a>
    ),
    title: admin('hitPage.title', { name: isolate(hit.subject_label, locale) }),
    description: admin('hitPage.description'),
    body: <HitEvidence locale={locale} hit={hit} countries={countries} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
