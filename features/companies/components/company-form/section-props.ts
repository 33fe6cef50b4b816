import type { Control } from 'react-hook-form';

import type { CompanyFormState } from '../../company-form-values';

/** What every section of the company form gets from the form. */
export type SectionProps = {
  control: Control<CompanyFormState>;
  labelOf: (field: string) => string;
};
