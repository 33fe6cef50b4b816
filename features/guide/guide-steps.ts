import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { GUIDE_STEPS, type GuideStepKey } from './constants';

export type GuideStep = { key: GuideStepKey; name: string; html: string; file: string };

// part 1 §3 "Guide content record": step_N_name_eng/ara, step_N/step_N_ara, step_N_file/_ara.
export function guideStepsOf(
  guide: object,
  locale: Locale,
  fallbackName: (key: GuideStepKey) => string,
): GuideStep[] {
  return GUIDE_STEPS.map((key, index) => {
    const field = `step_${index + 1}`;
    return {
      key,
      name: pick(guide, `${field}_name`, locale) || fallbackName(key),
      html: pick(guide, field, locale),
      file: pick(guide, `${field}_file`, locale),
    };
  });
}

// The diagram's buttons control the entries' panels, so both sides share these ids.
export const guideStepEntryId = (index: number) => `guide-step-${index + 1}`;
export const guideStepHeaderId = (index: number) => `guide-step-${index + 1}-header`;
export const guideStepPanelId = (index: number) => `guide-step-${index + 1}-panel`;
