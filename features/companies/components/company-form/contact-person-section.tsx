'use client';

import { CompanyFieldsSection, type CompanyField } from './company-fields';
import type { SectionProps } from './section-props';

const FIELDS: readonly CompanyField[] = [
  { lookup: 'person_title', kind: 'titles' },
  { lookup: 'person_position', kind: 'positions' },
  { text: 'person_first_name', autoComplete: 'given-name' },
  { text: 'person_last_name', autoComplete: 'family-name' },
  { phone: 'person_mobile_number' },
  { text: 'person_email', email: true, autoComplete: 'email' },
];

// part 2 §5 / part 3 §5: the contact person's title, position, names, mobile and e-mail.
export function ContactPersonSection(props: SectionProps) {
  return <CompanyFieldsSection {...props} section="contact" fields={FIELDS} />;
}
