import { z } from 'zod';

import { contentText, optionalText } from '@/lib/validation/content-fields';
import { bothLanguages, requiredHtml } from '@/lib/validation/rich-text-field';
import { versionField, versionSchema } from '@/lib/validation/version';

import { enquiryPageSchema } from './enquiry-page-schemas';

// Issue 29 "The enquiry pages' texts" in the console: each enquiry page's card, result text and
// the tooltip of the home page's enquiry-type dialog, in both languages. Shared by the form and
// PUT /api/staff/enquiry-pages/{id}; messages are catalogue keys.

export const ENQUIRY_PAGE_TITLE_MAX = 200;
export const ENQUIRY_PAGE_TEXT_MAX = 1000;
export const ENQUIRY_PAGE_HTML_MAX = 20_000;

/** The card's picture: one of the portal's drawings (/images/…) or an upload (/api/uploads/…). */
const picture = optionalText(500).refine(
  (value) =>
    value === '' || (/^\/(images|api\/uploads)\/[\w./-]+$/.test(value) && !value.includes('..')),
  'rules.invalid',
);

export const enquiryPageInputSchema = z
  .object({
    title_eng: contentText(ENQUIRY_PAGE_TITLE_MAX),
    title_ara: contentText(ENQUIRY_PAGE_TITLE_MAX),
    subtitle_eng: optionalText(ENQUIRY_PAGE_TEXT_MAX),
    subtitle_ara: optionalText(ENQUIRY_PAGE_TEXT_MAX),
    image: picture,
    result_description_eng: requiredHtml(ENQUIRY_PAGE_HTML_MAX),
    result_description_ara: requiredHtml(ENQUIRY_PAGE_HTML_MAX),
    tooltip_eng: optionalText(ENQUIRY_PAGE_TEXT_MAX),
    tooltip_ara: optionalText(ENQUIRY_PAGE_TEXT_MAX),
    version: versionField.optional(),
  })
  .superRefine(
    bothLanguages([
      ['subtitle_eng', 'subtitle_ara'],
      ['tooltip_eng', 'tooltip_ara'],
    ]),
  );
export type EnquiryPageInput = z.input<typeof enquiryPageInputSchema>;

export const staffEnquiryPageSchema = enquiryPageSchema.extend({ version: versionSchema });
export type StaffEnquiryPage = z.infer<typeof staffEnquiryPageSchema>;
