import { formatNumber } from '../../lib/i18n/format-number';
import { label, messagesOf, type Messages } from '../support';
import { expect, type APIRequestContext, type Locator, type Page } from '../test';

import { pdf, png } from './files';
import { logInMember, registerMember } from './member';

// A new member and page 170's registration form filled in as a member would (issues 12 and 36).

export const MEMBER_PASSWORD = 'Jerash-Columns-2026';

/** Page 170's registration in each language, with a sector and a country as typed and chosen. */
export const REGISTRATION_LOCALES = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    registration: '/pages/170-jordan-key-trade-players',
    sector: 'Food Processing',
    country: ['Saudi', 'Saudi Arabia'] as const,
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    registration: '/pages/170',
    sector: 'الصناعات الغذائية',
    country: ['السعود', 'السعودية'] as const,
  },
];

export { pdf, png };

/** Registers a member through the API and signs `page` in as them. */
export async function newMember(request: APIRequestContext, page: Page, tag: string) {
  const email = `company-${tag}-${Date.now()}@example.jo`;
  await registerMember(request, { email, password: MEMBER_PASSWORD });
  await logInMember(page.request, email, MEMBER_PASSWORD);
  return email;
}

export async function chooseOption(select: Locator, index = 1) {
  await expect(select.locator('option').nth(index)).toBeAttached();
  await select.selectOption({ index });
}

type Choices = { lang: 'en' | 'ar'; sector: string; country: readonly [string, string] };

/**
 * Fills page 170's form: the company, a local location, a sector, a country, a logo, a profile,
 * `certificates` certificates, the contact person and the agreement. Returns the form.
 */
export async function fillCompanyRegistration(
  page: Page,
  m: Messages,
  { lang, sector, country }: Choices,
  certificates = 1,
) {
  const f = m.CompanyForm.fields;
  const form = page.getByTestId('company-form-register');
  const field = (name: string) => form.getByLabel(label(name), { exact: true });
  await field(f.company_registered_name).fill('Petra Olive Mills Co. LLC');
  await field(f.company_trading_name).fill('Petra Olive Mills');
  await chooseOption(field(f.type_of_company));
  await field(f.phone_number).fill('96265512345');
  await field(f.mobile_number).fill('962791234567');
  await field(f.e_mail).fill('info@petra-olive.example');
  await field(f.website_url).fill('www.petra-olive.example');
  await field(f.location_type_id).selectOption('1');
  await chooseOption(field(f.governorates));
  await form.getByRole('checkbox', { name: sector }).check();
  const countries = form.getByRole('combobox', { name: label(f.countries_of_operations) });
  await countries.fill(country[0]);
  await page
    .getByTestId('company-section-countries')
    .getByRole('option', { name: new RegExp(country[1]) })
    .first()
    .click();
  await form.getByLabel(label(f.logo)).setInputFiles(await png('logo.png', '#0a6e4f'));
  await form.getByLabel(label(f.company_profile_pdf)).setInputFiles(pdf('profile'));
  const rows = m.CompanyForm.certificates;
  const titles = ['ISO 22000', 'Halal'];
  for (let n = 1; n <= certificates; n++) {
    if (n > 1) await form.getByRole('button', { name: rows.add }).click();
    await field(rows.name.replace('{n}', formatNumber(n, lang))).fill(titles[n - 1] ?? `ISO ${n}`);
    await form
      .getByLabel(label(rows.file.replace('{n}', formatNumber(n, lang))))
      .setInputFiles(pdf(`certificate-${n}`));
  }
  await chooseOption(field(f.person_title));
  await chooseOption(field(f.person_position));
  await field(f.person_first_name).fill('Rania');
  await field(f.person_last_name).fill('Haddad');
  await field(f.person_mobile_number).fill('962797654321');
  await field(f.person_email).fill('rania@petra-olive.example');
  // The agreement is the form's last checkbox (the others are the sectors).
  await form.getByRole('checkbox').last().check();
  return form;
}
