'use client';

import { CompanyFieldsSection, type CompanyField } from './company-fields';
import type { SectionProps } from './section-props';

const FIELDS: readonly CompanyField[] = [
  { checks: 'industry_information_for_products', kind: 'industries-for-products' },
  { checks: 'industry_information_for_services', kind: 'industries-for-services' },
];

// part 2 §5 "Product industries and service industries: multi-select"; at least one sector in all
// (Companies.sectorRequired, docs/decisions/companies.md).
export function IndustriesSection(props: SectionProps) {
  return (
    <CompanyFieldsSection
      {...props}
      section="industries"
      description="industriesHint"
      fields={FIELDS}
    />
  );
}
