/**
 * The enquiry form kit: react-hook-form controllers over MUI, shared by every enquiry form. A form
 * that is a submitData schema and a list of fields needs none of it directly: use
 * `<EnquiryForm schema={…} draftKey={…} captchaAction="…" fields={['name', 'phone', …]} />`
 * (../enquiry-form; each field renders as ../enquiry-field-specs says). The pieces below are for
 * forms with another shape (the readiness survey).
 *
 * Every field takes `control` (from useForm) and `name`; labelled fields take `label`
 * (use `labelOf(name)` so the required-fields modal lists the same words). Schema messages are
 * catalogue keys (`rules.required`) and are shown translated, linked to the input
 * (aria-describedby); required fields carry the asterisk.
 *
 *   const labelOf = useLabelOf();                    // field → EnquiryForm.fields.<field>
 *   const form = useForm<Values>({ resolver: enquiryResolver(schema), defaultValues: EMPTY });
 *   const { submit, submitting, honeypotRef } = useEnquirySubmission({ form, labelOf, … });
 *   <EnquiryFormFrame control={c} onSubmit={submit} honeypotRef={honeypotRef} submitting={submitting}>
 *     <EnquiryTextField control={c} name="name" label={labelOf('name')} maxLength={TEXT_MAX} />
 *     <PhoneField control={c} name="phone" label={labelOf('phone')} />       // digits only, ltr
 *     <LookupSelect control={c} name="country" label={labelOf('country')} kind="countries" />
 *     <FullRow><EnquiryTextField … multiline maxLength={DESCRIPTION_MAX} /></FullRow>
 *   </EnquiryFormFrame>
 *
 * EnquiryFormFrame = <form noValidate> + HoneypotField + EnquiryFieldGrid(children) +
 * AgreementsField ("I agree to the terms and conditions") + AccountEmail (the account's e-mail, or
 * "please log in"; `accountEmail="top"` puts it above the fields, `"none"` drops it) +
 * EnquirySubmitButton (disabled with a progress ring while submitting); `testId` marks the form.
 * Each piece is exported for forms that need another layout.
 *
 * - EnquiryTextField: single line or `multiline` (`rows`), `maxLength`, `type="email"` (ltr),
 *   `required` (default true), `hint`; trims the value when the field is left.
 * - PhoneField: strips every non-digit as the user types (`digitsOnly`), inputMode numeric, dir ltr,
 *   hint EnquiryForm.digitsOnly.
 * - LookupSelect: `kind` is a useLookup kind (countries, industries, positions, type_of_client,
 *   type_of_barriers); the value is the numeric id ('' when none). Countries are a searchable
 *   Autocomplete (keyboard: type, arrows, Enter); `searchable` forces either way.
 * - AgreementsField: the terms checkbox; the link opens the terms page in a new tab.
 * - useLabelOf(aliases?) / makeLabelOf(t, aliases?): `{ phone: 'city_phone' }` names another key.
 * - enquiryResolver(schema): zodResolver typed for the form's looser values (see its comment).
 * Form values: strings '' , selects '' , agreements false; send `schema.parse(values)` as submitData.
 * On the server page: `<EnquiryPageCard pageId={n} locale={locale}><YourForm /></EnquiryPageCard>`
 * (../enquiry-page-card: the card of enquiry page n + CaptchaBoundary), or compose EnquiryFormCard
 * (../enquiry-form-card) and CaptchaBoundary (@/components/captcha/captcha-boundary) yourself.
 */
export { AccountEmail } from './account-email';
export { AgreementsField } from './agreements-field';
export { EnquiryFieldGrid, FullRow } from './enquiry-field-grid';
export { EnquiryFormFrame } from './enquiry-form-frame';
export { enquiryResolver } from './enquiry-resolver';
export { EnquirySubmitButton } from './enquiry-submit-button';
export { EnquiryTextField } from './enquiry-text-field';
export { makeLabelOf, useLabelOf } from './use-label-of';
export { LookupSelect, type LookupKind } from './lookup-select';
export { digitsOnly, PhoneField } from './phone-field';
export { useFieldError } from '@/components/forms/use-field-error';
