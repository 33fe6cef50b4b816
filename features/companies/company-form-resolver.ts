import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

import { lazyZodResolver, type LazyResolver } from '@/components/forms/lazy-zod-resolver';

import { checkCompanyFiles, type RowMessages } from './company-form-checks';
import { certificateEntriesOf } from './company-form-data';
import type { CompanyFormState } from './company-form-values';

// The company form's validation: the shared schema (companyRegistrationSchema or companyEditSchema,
// loaded with zod on first use) over the form's fields, plus the checks of the files and the
// certificate rows, which the schema leaves to the form (company-form-checks.ts).

export type CompanyFormMode = 'register' | 'edit';

// Module-level loaders, so each schema module is fetched once.
export const loadRegistrationSchema = () =>
  import('./company-schemas').then((module) => module.companyRegistrationSchema);
export const loadEditSchema = () =>
  import('./company-schemas').then((module) => module.companyEditSchema);

/**
 * The schema's input: the form's fields and the certificate rows as attachment_option_file (the
 * schema leaves out the files, which it does not know).
 */
export function schemaInputOf({ certificates, ...fields }: CompanyFormState): FieldValues {
  return { ...fields, attachment_option_file: certificateEntriesOf(certificates).entries };
}

/** `rowMessages` words the certificate rows' errors with their number, in the page's language. */
export function companyFormResolver(
  mode: CompanyFormMode,
  rowMessages?: RowMessages,
): LazyResolver<CompanyFormState> {
  const schemaResolver = lazyZodResolver<FieldValues>(
    mode === 'register' ? loadRegistrationSchema : loadEditSchema,
  );
  const resolver: Resolver<CompanyFormState> = async (values, context, options) => {
    const result = await schemaResolver(
      schemaInputOf(values),
      context,
      options as unknown as ResolverOptions<FieldValues>,
    );
    // The rows' names and files are checked below, with the row's number in the message.
    const schemaErrors: FieldErrors<FieldValues> = { ...result.errors };
    delete schemaErrors.attachment_option_file;
    const errors = {
      ...(schemaErrors as FieldErrors<CompanyFormState>),
      ...checkCompanyFiles(values, { filesRequired: mode === 'register', rowMessages }),
    };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
  return Object.assign(resolver, { preload: schemaResolver.preload });
}
