'use client';

import { CompanyFieldsSection, type CompanyField } from './company-fields';
import type { SectionProps } from './section-props';

const FIELDS: readonly CompanyField[] = [
  { text: 'company_registered_name', autoComplete: 'organization' },
  { text: 'company_trading_name' },
  { lookup: 'type_of_company', kind: 'company-types' },
  { phone: 'phone_number' },
  { phone: 'mobile_number' },
  { text: 'e_mail', email: true, autoComplete: 'email' },
  { text: 'website_url', autoComplete: 'url', hint: true },
];

// part 2 §5 / part 3 §5: names, type and contacts, all required; phones numeric.
export function CompanyInfoSection(props: SectionProps) {
  return <CompanyFieldsSection {...props} section="company" fields={FIELDS} />;
}
