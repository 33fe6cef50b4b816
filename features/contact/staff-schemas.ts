import { z } from 'zod';

import {
  contentLink,
  contentText,
  optionalLink,
  optionalText,
  shownStatus,
} from '@/lib/validation/content-fields';
import { versionSchema } from '@/lib/validation/version';

import { officeSchema } from './schemas';

// Issue 29: the offices (part 1 §3 "Office contact") and the footer's social links (part 1 §3
// "Social media") as the console edits them. An office's name is required in both languages; its
// e-mail and phone are written once for both pages (the Arabic columns take the same values);
// its directions and a social link's address are a site path or an https address.

const email = optionalText(200).refine(
  (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  'rules.email',
);
const phone = optionalText(40).refine(
  (value) => value === '' || /^\+?[0-9 ()-]{5,}$/.test(value),
  'rules.invalid',
);

export const officeInputSchema = z.object({
  name: contentText(150),
  name_ara: contentText(150),
  email,
  phone,
  link: optionalLink(),
  link_ara: optionalLink(),
  status: shownStatus,
});
export type OfficeInput = z.infer<typeof officeInputSchema>;

/** What an office stores: the e-mail and phone in both languages' columns. */
export const officeColumns = (input: OfficeInput) => ({
  ...input,
  email_ara: input.email,
  phone_ara: input.phone,
});

export const staffOfficeSchema = officeSchema.extend({
  sort: z.number().int(),
  status: z.number().int(),
  version: versionSchema,
});
export type StaffOffice = z.infer<typeof staffOfficeSchema>;

export const socialLinkInputSchema = z.object({
  /** The icon link's name for screen readers (`facebook`, `LinkedIn`). */
  name: contentText(60),
  link: contentLink(),
  link_ara: contentLink(),
  status: shownStatus,
});
export type SocialLinkInput = z.infer<typeof socialLinkInputSchema>;

export const staffSocialLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  link: z.string(),
  link_ara: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  version: versionSchema,
});
export type StaffSocialLink = z.infer<typeof staffSocialLinkSchema>;
