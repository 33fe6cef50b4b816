'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';

import { FormTextField } from '@/components/forms/form-text-field';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useLabelOf } from '@/components/forms/use-label-of';
import { QueryIsland } from '@/components/providers/query-island';
import { FullRow } from '@/features/enquiries/components/fields/enquiry-field-grid';
import { EnquiryFormFrame } from '@/features/enquiries/components/fields/enquiry-form-frame';
import { LookupSelect } from '@/features/enquiries/components/fields/lookup-select';
import { PhoneField } from '@/features/enquiries/components/fields/phone-field';

import type { DraftKey } from '../draft-store';
import { ENQUIRY_FIELD_SPECS, type EnquiryFieldName } from '../enquiry-field-specs';
import type {
  generalEnquirySchema,
  institutionEnquirySchema,
  matchmakingEnquirySchema,
  otherEnquirySchema,
  SubmitData,
  tradeBarrierEnquirySchema,
} from '../schemas';

import { useEnquirySubmission } from './use-enquiry-submission';

type EnquirySchema =
  | typeof generalEnquirySchema
  | typeof matchmakingEnquirySchema
  | typeof tradeBarrierEnquirySchema
  | typeof institutionEnquirySchema
  | typeof otherEnquirySchema;

type FieldOf<S extends EnquirySchema> = Extract<keyof z.input<S>, EnquiryFieldName>;

/** A field by its submitData name; `fullRow` spans both columns where the table does not. */
export type EnquiryFieldEntry<N extends EnquiryFieldName = EnquiryFieldName> =
  N | { name: N; fullRow: true };

/** The form's values: text '', selects '' until chosen (then the id), the terms box false. */
type EnquiryValues = Record<string, string | number | boolean>;

type Props<S extends EnquirySchema> = {
  /**
   * Imports the type's submitData schema (a module-level function): it validates the form, and what
   * it parses is sent. It loads, with zod, on the form's first validation or focus.
   */
  loadSchema: () => Promise<S>;
  /** The schema's enq_type. */
  enqType: z.input<S>['enq_type'];
  draftKey: DraftKey;
  captchaAction: string;
  /** The fields in the order shown; the required-fields modal lists them in this order too. */
  fields: readonly EnquiryFieldEntry<FieldOf<S>>[];
  /** Label keys where a field's name is not its label; a module-level object (see useLabelOf). */
  labelAliases?: Readonly<Partial<Record<FieldOf<S>, string>>>;
  /** Adjusts the parsed submitData before it is sent. */
  toSubmitData?: (parsed: z.output<S>) => z.output<S>;
  /** Keeps the values in the browser when validation fails too. */
  saveDraftWhenInvalid?: boolean;
  /** 'onTouched' checks a field when it is left; by default fields are checked on Send. */
  mode?: 'onSubmit' | 'onTouched';
  /** Where the account's e-mail is shown: under the terms (default) or above the fields. */
  accountEmail?: 'top' | 'bottom';
  testId?: string;
  /** Values the form opens with, over a saved draft (the HS finder's question, issue 55). */
  prefill?: Readonly<Record<string, string>> | null;
};

const nameOf = (entry: EnquiryFieldEntry) => (typeof entry === 'string' ? entry : entry.name);

function emptyValues(enqType: number, fields: readonly EnquiryFieldEntry[]): EnquiryValues {
  const empty = Object.fromEntries(fields.map((entry) => [nameOf(entry), '']));
  return { enq_type: enqType, ...empty, agreements: false };
}

/**
 * An enquiry form from configuration: one submitData schema and its fields (rendered as
 * ENQUIRY_FIELD_SPECS says) through the shared flow (useEnquirySubmission) and frame. It brings its
 * own React Query (the lookup lists), so it loads with the form, also where the form is lazy.
 */
export function EnquiryForm<S extends EnquirySchema>({
  loadSchema,
  enqType,
  draftKey,
  captchaAction,
  fields,
  labelAliases,
  toSubmitData = (parsed) => parsed,
  saveDraftWhenInvalid,
  mode,
  accountEmail,
  testId,
  prefill,
}: Props<S>) {
  const labelOf = useLabelOf(
    'EnquiryForm',
    labelAliases as Readonly<Record<string, string>> | undefined,
  );
  const resolver = useMemo(() => lazyZodResolver<EnquiryValues>(loadSchema), [loadSchema]);
  const form = useForm<EnquiryValues>({
    resolver,
    defaultValues: emptyValues(enqType, fields),
    mode,
  });
  const { submit, submitting, honeypotRef, preload } = useEnquirySubmission({
    form,
    draftKey,
    labelOf,
    toRequest: async (values) => ({
      submitData: toSubmitData((await loadSchema()).parse(values) as z.output<S>) as SubmitData,
    }),
    saveDraftWhenInvalid,
    captchaAction,
  });
  // After the draft is restored (the hook's effect runs first); a reset after sending empties it.
  useEffect(() => {
    if (prefill) form.reset({ ...form.getValues(), ...prefill }, { keepDefaultValues: true });
  }, [form, prefill]);

  return (
    <QueryIsland>
      <EnquiryFormFrame
        control={form.control}
        onSubmit={submit}
        onInteract={() => {
          preload();
          resolver.preload();
        }}
        honeypotRef={honeypotRef}
        submitting={submitting}
        accountEmail={accountEmail}
        testId={testId}
      >
        {fields.map((entry) => (
          <EnquiryField
            key={nameOf(entry)}
            control={form.control}
            entry={entry}
            label={labelOf(nameOf(entry))}
          />
        ))}
      </EnquiryFormFrame>
    </QueryIsland>
  );
}

type FieldProps = { control: Control<EnquiryValues>; entry: EnquiryFieldEntry; label: string };

function EnquiryField({ control, entry, label }: FieldProps) {
  const translate = useTranslations();
  const name = nameOf(entry);
  const spec = ENQUIRY_FIELD_SPECS[name];
  let input;
  if (spec.kind === 'phone') {
    input = <PhoneField control={control} name={name} label={label} />;
  } else if (spec.kind === 'lookup') {
    input = <LookupSelect control={control} name={name} label={label} kind={spec.lookup} />;
  } else {
    input = (
      <FormTextField
        control={control}
        name={name}
        label={label}
        maxLength={spec.maxLength}
        autoComplete={spec.autoComplete}
        multiline={spec.multiline}
        kind={spec.type}
        required={spec.required}
        trim
        hint={spec.hint && translate(spec.hint)}
      />
    );
  }
  const fullRow = spec.kind === 'text' && spec.fullRow;
  return fullRow || typeof entry !== 'string' ? <FullRow>{input}</FullRow> : input;
}
