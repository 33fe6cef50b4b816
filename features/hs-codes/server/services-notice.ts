import 'server-only';

import { fullTranslator } from '@/lib/api/translate';

import type { HsFinderNotice } from '../schemas';

// The finder's answer to a query naming a service (issue 55, item 3), in both languages: the
// messages' HsFinder.services.text, the page's notice without its links.

export function servicesNotice(): HsFinderNotice {
  return {
    kind: 'services',
    text_en: fullTranslator('en')('HsFinder.services.text'),
    text_ar: fullTranslator('ar')('HsFinder.services.text'),
  };
}
