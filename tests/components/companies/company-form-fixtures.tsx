import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, vi, type MockInstance } from 'vitest';

import type { CompanyAnswer } from '@/features/companies/answer-schemas';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import type { User } from '@/lib/session/user';
import { renderWithApp } from '@/tests/setup/render-app';

import { answer, apiError, eventually, member } from '../auth/auth-test-utils';
import { choose } from '../enquiries/enquiry-test-utils';

export { answer, apiError, choose, eventually, member };

const named = (id: number, name_eng: string, name_ara: string) => ({ id, name_eng, name_ara });
const sector = (iid: number, name_eng: string, name_ara: string, kind: string) => ({
  iid,
  name_eng,
  name_ara,
  image: '',
  kind,
});

// The lookups as the API answers them (features/lookups/schemas.ts).
export const LOOKUP_ANSWERS: Record<string, unknown[]> = {
  '/company-types': [named(1, 'Limited Liability Company', 'شركة ذات مسؤولية محدودة')],
  '/international-buyers-location-types': [
    named(1, 'Local (in Jordan)', 'محلية (داخل الأردن)'),
    named(2, 'International (outside Jordan)', 'دولية (خارج الأردن)'),
  ],
  '/governorates': [named(1, 'Amman', 'العاصمة (عمّان)'), named(12, 'Aqaba', 'العقبة')],
  '/countries': [
    { id: 400, name_eng: 'Jordan', name_ara: 'الأردن', code_3: 'JOR' },
    { id: 276, name_eng: 'Germany', name_ara: 'ألمانيا', code_3: 'DEU' },
    { id: 682, name_eng: 'Saudi Arabia', name_ara: 'السعودية', code_3: 'SAU' },
  ],
  '/industries-for-products': [
    sector(3, 'Food and beverages', 'الأغذية والمشروبات', 'products'),
    sector(7, 'Pharmaceuticals', 'الصناعات الدوائية', 'products'),
  ],
  '/industries-for-services': [sector(21, 'ICT services', 'خدمات تكنولوجيا المعلومات', 'services')],
  '/titles': [named(1, 'Mr.', 'السيد'), named(2, 'Mrs.', 'السيدة')],
  '/positions': [
    {
      id: 4,
      name: 'Export manager',
      name_translations: { en: 'Export manager', ar: 'مدير التصدير' },
    },
  ],
};

/** GET answers: /user (the member, or 401 for a visitor) and the lookups; POST answers "Success". */
export function mockHttp(user: User | null = member) {
  vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') {
      if (!user) throw apiError(401, { message: 'Unauthenticated.' });
      return answer(user);
    }
    const rows = LOOKUP_ANSWERS[url];
    if (rows) return answer(rows);
    throw new Error(`unexpected GET ${url}`);
  }) as typeof http.get);
  return vi.spyOn(http, 'post').mockResolvedValue(answer('Success'));
}

/** The multipart body of the last POST as entries (repeated names are not expected). */
export function sentBody(post: MockInstance<typeof http.post>): Record<string, FormDataEntryValue> {
  const body = post.mock.calls.at(-1)?.[1];
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

/** The form with what the page gives it: React Query, snackbar and the modals. */
export const renderCompanyForm = (ui: ReactElement, locale: Locale = 'en') =>
  renderWithApp(ui, { locale, modals: true });

export const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
export const type = (name: RegExp, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });

export const image = (name = 'logo.png', bytes = 1000, fileType = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type: fileType });
export const pdf = (name = 'profile.pdf') =>
  new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

export const chooseFile = (label: RegExp, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

/** Types in the countries combobox and clicks the option. */
export async function chooseCountry(query: string, option: string) {
  const box = screen.getByRole('combobox', { name: /Countries of operations/ });
  fireEvent.change(box, { target: { value: query } });
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '')!;
  fireEvent.click(await within(list).findByRole('option', { name: option }, { timeout: 5000 }));
}

export async function tick(name: string) {
  fireEvent.click(await screen.findByRole('checkbox', { name }, { timeout: 5000 }));
}

/** Everything the registration asks for, with one certificate (or, asked, without any). */
export async function fillRegistration({ certificate = true }: { certificate?: boolean } = {}) {
  type(/^Registered name/, 'Petra Foods Ltd');
  type(/^Trading name/, 'Petra Foods');
  await choose(/^Company type/, 'Limited Liability Company');
  type(/^Phone number/, '065123456');
  type(/^Mobile number/, '0791234567');
  type(/^Company e-mail/, 'Info@PetraFoods.jo');
  type(/^Website/, 'www.petrafoods.jo');
  await choose(/^Location type/, 'Local (in Jordan)');
  await choose(/^Governorate/, 'Aqaba');
  await tick('Food and beverages');
  await tick('ICT services');
  await chooseCountry('ger', 'Germany');
  await chooseCountry('sau', 'Saudi Arabia');
  chooseFile(/^Company logo/, image());
  chooseFile(/^Company profile/, pdf());
  if (certificate) {
    type(/^Certificate 1 name/, 'ISO 9001');
    chooseFile(/^Certificate 1 file/, pdf('iso.pdf'));
  }
  await choose(/^Title/, 'Mrs.');
  await choose(/^Position/, 'Export manager');
  type(/^First name/, 'Rana');
  type(/^Last name/, 'Haddad');
  type(/^Contact person's mobile number/, '0797654321');
  type(/^Contact person's e-mail/, 'rana@petrafoods.jo');
}

export const send = (name: string | RegExp = 'Register the company') =>
  fireEvent.click(screen.getByRole('button', { name }));

export function makeCompany(overrides: Partial<CompanyAnswer> = {}): CompanyAnswer {
  const certificates = [
    { id: 5, title: 'ISO 9001', file: '/api/uploads/companies/3/iso.pdf' },
    { id: 6, title: 'HACCP', file: '/api/uploads/companies/3/haccp.pdf' },
  ];
  return {
    id: 3,
    user_id: 7,
    company_registered_name: 'Petra Foods Ltd',
    company_trading_name: 'Petra Foods',
    type_of_company: 1,
    type_belongs: named(1, 'Limited Liability Company', 'شركة ذات مسؤولية محدودة'),
    phone_number: '065123456',
    mobile_number: '0791234567',
    website_url: 'www.petrafoods.jo',
    e_mail: 'info@petrafoods.jo',
    location_type_id: 2,
    governorates: null,
    location_country_id: 276,
    logo: '/api/uploads/companies/3/logo.webp',
    company_profile_pdf: '/api/uploads/companies/3/profile.pdf',
    industry_information_for_products: '[3]',
    industry_information_for_services: '[]',
    countries_of_operations: '[276,682]',
    attachment_option_file: JSON.stringify(certificates),
    certificates,
    person_title: named(2, 'Mrs.', 'السيدة'),
    person_position: {
      id: 4,
      name: 'Export manager',
      name_translations: { en: 'Export manager', ar: 'مدير التصدير' },
    },
    person_first_name: 'Rana',
    person_last_name: 'Haddad',
    person_mobile_number: '0797654321',
    person_email: 'rana@petrafoods.jo',
    status: 10,
    status_belongs: { iid: 10 },
    status_note: null,
    international_buyers_access: 0,
    created_at: '2026-01-02 10:00:00',
    updated_at: '2026-01-02 10:00:00',
    version: 1,
    ...overrides,
  };
}
