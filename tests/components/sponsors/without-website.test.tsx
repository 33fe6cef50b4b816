import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyProfile } from '@/features/buyers/components/company-profile';
import type { PublicCompany } from '@/features/buyers/schemas';
import { MemberCompany } from '@/features/members/components/console/member-company';
import type { MemberDetail } from '@/features/members/schemas';
import { SponsorPage } from '@/features/sponsors/components/sponsor-page';
import type { Sponsor } from '@/features/sponsors/schemas';
import { renderServer } from '@/tests/setup/server-components';

// Issue 36: the seed's fictional sponsors and companies have no website; their pages show what
// they have and no link (nor an empty place) where the website would be.

const sponsor: Sponsor = {
  id: 1,
  image: '/images/sponsors/sponsor-1.svg',
  DESCRIPTION_ENG: 'Nabataea Export Finance Bank',
  DESCRIPTION_ARA: 'بنك الأنباط لتمويل الصادرات',
  TARIFF_ENG: '<p>Trade finance for exporters.</p>',
  TARIFF_ARA: '<p>تمويل التجارة للمصدرين.</p>',
  TARIFF_FILE: '',
  TARIFF_FILE_ARA: '',
  link: '',
  link_ara: '',
  date_end: '2027-12-31',
  status: 1,
  meta_description_en: '',
  meta_description_ar: '',
};

const company: PublicCompany = {
  id: 3,
  company_registered_name: 'Sanabel Foods P.S.C.',
  company_trading_name: 'Sanabel',
  logo: '',
  status: 20,
  industry_information_for_products: [3],
  industry_information_for_services: [],
  sectors: [{ iid: 3, name_eng: 'Food', name_ara: 'الأغذية' }],
  type_of_company: 3,
  type_belongs: { id: 3, name_eng: 'Private shareholding', name_ara: 'مساهمة خاصة' },
  website_url: '',
  company_profile_pdf: '',
  location_type_id: 1,
  governorates: 1,
  governorate_belongs: { id: 1, name_eng: 'Amman', name_ara: 'عمّان' },
  location_country_id: null,
  country_belongs: null,
  countries_of_operations: [368],
  countries_belongs: [{ id: 368, name_eng: 'Iraq', name_ara: 'العراق' }],
  certificates: [],
};

describe('a page without a website (issue 36)', () => {
  it.each(['en', 'ar'] as const)('the sponsor page in %s has no website button', async (locale) => {
    await renderServer(<SponsorPage sponsor={sponsor} locale={locale} />, locale);
    const page = screen.getByTestId('sponsor-page');
    expect(within(page).queryByRole('link')).toBeNull();
    // The details end with the logo: no empty row of buttons under it.
    const details = within(page).getByRole('complementary');
    expect(details.lastElementChild).toContainElement(details.querySelector('img'));
    expect(
      within(page).getByText(
        locale === 'en' ? 'Trade finance for exporters.' : 'تمويل التجارة للمصدرين.',
      ),
    ).toBeVisible();
  });

  it('the sponsor page shows the website when there is one', async () => {
    await renderServer(
      <SponsorPage sponsor={{ ...sponsor, link: 'https://www.jedco.gov.jo' }} locale="en" />,
    );
    expect(screen.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
      'href',
      'https://www.jedco.gov.jo/',
    );
  });

  it('the public company profile lists no website', async () => {
    await renderServer(<CompanyProfile company={company} locale="en" />);
    const profile = screen.getByTestId('company-profile');
    expect(within(profile).queryByText('Website')).toBeNull();
    expect(within(profile).queryByRole('link')).toBeNull();
    expect(within(profile).getByText('Amman')).toBeVisible();
  });

  it('the member’s company in the console lists no website', async () => {
    const member = {
      counts: { enquiries: 0, open_enquiries: 0, products: 4, services: 0 },
      company: {
        id: 3,
        company_registered_name: 'Sanabel Foods P.S.C.',
        company_trading_name: 'Sanabel',
        status: 20,
        status_note: null,
        e_mail: 'info@sanabel-foods.example',
        phone_number: '96265000000',
        website_url: '',
        international_buyers_access: 1,
      },
    } as MemberDetail;
    await renderServer(<MemberCompany member={member} locale="en" />);
    const section = screen.getByTestId('member-company');
    expect(within(section).queryByText('Website')).toBeNull();
    expect(within(section).getByText('info@sanabel-foods.example')).toBeVisible();
  });
});
