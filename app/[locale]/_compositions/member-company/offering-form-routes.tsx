import 'server-only';

import { openMemberPage } from '@/features/auth/server/member-page';
import { OFFERING_PATHS, offeringEditPath } from '@/features/companies/offering-limits';
import type { OfferingKind } from '@/features/companies/offering-schemas';
import { findCompanyOfUser, getMemberOffering } from '@/features/companies/server/member-reads';
import { redirect } from '@/lib/i18n/navigation';
import { MAX_ID } from '@/lib/validation/limits';

import { readMemberData } from './member-data';
import { OfferingFormPage } from './offering-form-page';
import { offeringPageMetadata } from './offering-metadata';

// The add and edit pages of a product or a service, the same for both kinds: each route file picks
// its kind. They read the session on the server and render per request (`dynamic = 'force-dynamic'`).
// The list's route is apart (./my-offerings-page.tsx): a route ships the client code of all its
// server code imports, and the list needs none of the form's.

type LocaleProps = { params: Promise<{ locale: string }> };
type EditProps = { params: Promise<{ locale: string; id: string }> };

/** /add-product, /add-service. */
export function addOfferingRoute(kind: OfferingKind) {
  return {
    generateMetadata: offeringPageMetadata(kind, 'add'),
    Page: async function AddOfferingRoute(props: LocaleProps) {
      const { locale, session } = await openMemberPage(props, OFFERING_PATHS[kind].add);
      return <OfferingFormPage kind={kind} locale={locale} companyId={session.user.company_id} />;
    },
  };
}

/** An id of the path as the database has it, or null ("12abc", "0", past the integer range). */
function idOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * /profile/my-products/{id}/edit, /profile/my-services/{id}/edit: one of the member's own, read on
 * the server; any other id goes back to the list (part 3 "Edit opens the edit route with the item").
 */
export function editOfferingRoute(kind: OfferingKind) {
  return {
    generateMetadata: offeringPageMetadata(kind, 'editTitle'),
    Page: async function EditOfferingRoute({ params }: EditProps) {
      const { id: raw } = await params;
      const id = idOf(raw);
      const path = id === null ? OFFERING_PATHS[kind].list : offeringEditPath(kind, id);
      const { locale, session } = await openMemberPage({ params }, path);
      const offering =
        id === null
          ? null
          : await readMemberData(async (db) => {
              const company = await findCompanyOfUser(db, session.user.id);
              return company ? getMemberOffering(db, kind, company.id, id) : null;
            });
      if (!offering) return redirect({ href: OFFERING_PATHS[kind].list, locale });
      return (
        <OfferingFormPage
          kind={kind}
          locale={locale}
          companyId={offering.company_id}
          offering={offering}
        />
      );
    },
  };
}
