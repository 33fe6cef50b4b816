import { z } from 'zod';

import {
  calendarDay,
  contentText,
  optionalLink,
  optionalText,
  shownStatus,
} from '@/lib/validation/content-fields';
import { versionSchema } from '@/lib/validation/version';

import { sponsorSchema } from './schemas';

// Issue 29: a sponsor as the console edits it (part 1 §3 "Sponsor"): its name in both languages,
// its tariff text (HTML, cleaned when stored), its site in each language, the day its sponsorship
// ends and its status. The picture and the tariff PDFs travel beside these fields.

const DESCRIPTION_MAX = 300;
const TARIFF_MAX = 60_000;
const META_MAX = 300;

export const sponsorInputSchema = z.object({
  DESCRIPTION_ENG: contentText(DESCRIPTION_MAX),
  DESCRIPTION_ARA: contentText(DESCRIPTION_MAX),
  TARIFF_ENG: contentText(TARIFF_MAX),
  TARIFF_ARA: contentText(TARIFF_MAX),
  link: optionalLink(),
  link_ara: optionalLink(),
  date_end: calendarDay,
  status: shownStatus,
  meta_description_en: optionalText(META_MAX),
  meta_description_ar: optionalText(META_MAX),
});
export type SponsorInput = z.infer<typeof sponsorInputSchema>;

export const staffSponsorSchema = sponsorSchema.extend({ version: versionSchema });
export type StaffSponsor = z.infer<typeof staffSponsorSchema>;
