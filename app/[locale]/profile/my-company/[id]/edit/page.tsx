import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { CompanyForm } from '@/features/companies/components/company-form/company-form';
import { getMemberCompany } from '@/features/companies/server/member-reads';
import { ContentColumn } from '@/features/content/components/content-page';
import { getDb } from '@/lib/db/client';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';

// The member's own company: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = memberPageMetadata('CompanyForm.edit');

// part 3 "Company edit" (/profile/my-company/{id}/edit): the form prefilled from GET my-company.
// Another company's id goes to My Company; a member without a company to the profile.
export default async function CompanyEditPage(props: Props) {
  const { id } = await props.params;
  const { locale, session } = await openMemberPage(
    props,
    `/profile/my-company/${encodeURIComponent(id)}/edit`,
  );
  const company = await getMemberCompany(await getDb(), session.user.id);
  if (!company) return redirect({ href: '/profile', locale });
  if (String(company.id) !== id) return redirect({ href: '/my-company', locale });
  const [t, profile] = await Promise.all([
    getTranslations({ locale, namespace: 'CompanyForm.edit' }),
    getTranslations({ locale, namespace: 'Profile' }),
  ]);
  return (
    <>
      <PageBanner
        title={t('title')}
        crumbs={[
          { label: profile('title'), href: '/profile' },
          { label: t('myCompany'), href: '/my-company' },
        ]}
      />
      <PageContainer>
        <ContentColumn>
          <PageMessages namespaces={[...FORM_NAMESPACES, 'CompanyForm', 'FileField', 'Companies']}>
            <CompanyForm mode="edit" company={company} />
          </PageMessages>
        </ContentColumn>
      </PageContainer>
    </>
  );
}
