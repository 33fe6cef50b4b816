'use client';

import { CompanyFieldsSection } from './company-fields';
import type { SectionProps } from './section-props';

// part 2 §5: at least one country of operations.
export function CountriesSection(props: SectionProps) {
  return (
    <CompanyFieldsSection
      {...props}
      section="countries"
      fields={[{ chips: 'countries_of_operations', kind: 'countries' }]}
    />
  );
}
