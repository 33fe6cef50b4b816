import type { ReactElement } from 'react';

import type {
  CompanyAnswer,
  ProductAnswer,
  ServiceAnswer,
} from '@/features/companies/answer-schemas';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithApp } from '@/tests/setup/render-app';

export { answer, apiError as failure, eventually } from '../auth/auth-test-utils';

/** A company as GET my-company/{id} answers it (features/companies/server/member-reads.ts). */
export function makeCompany(overrides: Partial<CompanyAnswer> = {}): CompanyAnswer {
  return {
    id: 3,
    user_id: 7,
    company_registered_name: 'Dead Sea Minerals Co.',
    company_trading_name: 'DSM',
    type_of_company: 2,
    type_belongs: {
      id: 2,
      name_eng: 'Limited liability company',
      name_ara: 'شركة ذات مسؤولية محدودة',
    },
    phone_number: '065000000',
    mobile_number: '0790000000',
    website_url: 'www.dsm.example.jo',
    e_mail: 'info@dsm.example.jo',
    location_type_id: 1,
    governorates: 1,
    location_country_id: null,
    logo: '/api/uploads/logos/3.webp',
    company_profile_pdf: '/api/uploads/profiles/3.pdf',
    industry_information_for_products: '[12]',
    industry_information_for_services: '[]',
    countries_of_operations: '[108]',
    attachment_option_file: '[]',
    certificates: [],
    person_title: { id: 2, name_eng: 'Ms.', name_ara: 'السيدة' },
    person_position: {
      id: 4,
      name: 'Export manager',
      name_translations: { en: 'Export manager', ar: 'مدير التصدير' },
    },
    person_first_name: 'Lina',
    person_last_name: 'Haddad',
    person_mobile_number: '0791111111',
    person_email: 'lina@dsm.example.jo',
    status: 20,
    status_belongs: { iid: 20 },
    status_note: null,
    international_buyers_access: 1,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const offeringBase = {
  company_id: 3,
  industry: 12,
  sub_ind: 1201,
  description_eng: 'Bath salts from the Dead Sea.',
  description_ara: 'أملاح استحمام من البحر الميت.',
  cert: 'ISO 22716',
  features: '500 g jars',
  contacts: 'www.dsm.example.jo/contact',
  certificate_image: null,
  status: 10,
  status_belongs: { iid: 10 },
  status_note: null,
  industry_belongs: {
    iid: 12,
    name_eng: 'Cosmetics and Dead Sea Products',
    name_ara: 'مستحضرات التجميل ومنتجات البحر الميت',
  },
  sub_industry_belongs: { id: 1201, SUB_NAME_ENG: 'Bath salts', SUB_NAME_ARA: 'أملاح الاستحمام' },
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  version: 1,
};

export function makeProduct(overrides: Partial<ProductAnswer> = {}): ProductAnswer {
  return {
    ...offeringBase,
    id: 11,
    name_eng: 'Dead Sea bath salt',
    name_ara: 'ملح البحر الميت للاستحمام',
    image: '/api/uploads/products/11.webp',
    gs1_code: '6251234567890',
    hs_code: '250100',
    ...overrides,
  };
}

export function makeService(overrides: Partial<ServiceAnswer> = {}): ServiceAnswer {
  return {
    ...offeringBase,
    id: 21,
    name_eng: 'Spa consulting',
    name_ara: 'استشارات المنتجعات الصحية',
    image: '/api/uploads/services/21.webp',
    certificate_image: '/api/uploads/certificates/21.pdf',
    hs_code: null,
    ...overrides,
  };
}

/** The sectors and subsectors the form's selects read (GET industries-for-…, sub_ind). */
export const SECTORS = [
  {
    iid: 12,
    name_eng: 'Cosmetics and Dead Sea Products',
    name_ara: 'مستحضرات التجميل',
    image: '',
    kind: 'products',
  },
  {
    iid: 3,
    name_eng: 'Food Processing',
    name_ara: 'الصناعات الغذائية',
    image: '',
    kind: 'products',
  },
];
export const SUBSECTORS = [
  { id: 1201, ind_id: 12, SUB_NAME_ENG: 'Bath salts', SUB_NAME_ARA: 'أملاح الاستحمام' },
  { id: 1202, ind_id: 12, SUB_NAME_ENG: 'Mud masks', SUB_NAME_ARA: 'أقنعة الطين' },
  { id: 301, ind_id: 3, SUB_NAME_ENG: 'Dairy products', SUB_NAME_ARA: 'منتجات الألبان' },
];

/** With what the locale layout gives: queries without retries, the snackbar and the modals. */
export const renderCompanies = (ui: ReactElement, locale: Locale = 'en') =>
  renderWithApp(ui, { locale, modals: true, queries: { staleTime: 60_000 } });
