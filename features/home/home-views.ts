import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import {
  ENQUIRY_OPTION_CODES,
  enquiryTarget,
  slideButton,
  USER_MANUAL_PDF,
  type EnquiryOptionCode,
} from './home-rules';
import type { EnquiryOptionView, SlideView } from './home-types';
import type { HomeSlide } from './schemas';

// part 1 §2.3: each slide's texts in the visitor's language and its optional button.
export function toSlideView(slide: HomeSlide, locale: Locale): SlideView {
  const rule = slideButton(slide, pick(slide, 'btn_link', locale));
  const label = pick(slide, 'btn_text', locale);
  return {
    id: slide.id,
    image: slide.image,
    heading: pick(slide, 'heading', locale),
    title: pick(slide, 'title', locale),
    description: pick(slide, 'description', locale),
    button: rule.kind === 'none' || !label ? { kind: 'none' } : { ...rule, label },
  };
}

/** Message key of each option's label and fallback tooltip (Home.enquiry.options.*). */
export const ENQUIRY_OPTION_KEYS: Record<EnquiryOptionCode, string> = {
  1: 'trade',
  2: 'market',
  3: 'matchmaking',
  4: 'export',
  5: 'reportCase',
  6: 'directory',
  7: 'registrationGuide',
  99: 'other',
};

// The enquiry pages (GET enquiries-page/{id}) whose tooltip describes an option; the enquiry type
// codes of part 1 §3 (1 general, 2 matchmaking, 3 readiness, 5 trade barriers, 7 other) line up
// with these options. Market, business directory and the guide have no page: messages explain them.
const TOOLTIP_PAGE: Partial<Record<EnquiryOptionCode, number>> = { 1: 1, 3: 2, 4: 3, 5: 5, 99: 7 };

type TooltipPage = { id: number; tooltip_eng: string; tooltip_ara: string };

type EnquiryInputs = {
  locale: Locale;
  /** Content-page paths by application id (getHomePageLinks). */
  pageLinks: Record<number, string>;
  enquiryPages: TooltipPage[];
  label: (key: string) => string;
  fallbackTooltip: (key: string) => string;
};

// part 1 §2.3: the enquiry-type dialog's options, each with its tooltip and where "fill" goes.
export function toEnquiryOptions(inputs: EnquiryInputs): EnquiryOptionView[] {
  const { locale, pageLinks, enquiryPages, label, fallbackTooltip } = inputs;
  return ENQUIRY_OPTION_CODES.map((code) => {
    const key = ENQUIRY_OPTION_KEYS[code];
    const page = enquiryPages.find((item) => item.id === TOOLTIP_PAGE[code]);
    const tooltip = (page && pick(page, 'tooltip', locale)) || fallbackTooltip(key);
    const target = enquiryTarget(code);
    if (target.kind === 'manual') {
      return { code, label: label(key), tooltip, href: USER_MANUAL_PDF[locale], opensNewTab: true };
    }
    const path = pageLinks[target.appId] ?? `/pages/${target.appId}`;
    const href = target.tab ? `${path}?tab=${target.tab}` : path;
    return { code, label: label(key), tooltip, href, opensNewTab: false };
  });
}

/** A stored link: our own paths lose any /ar prefix (the locale-aware Link adds it back). */
export function storedLink(link: string): { href: string; external: boolean } {
  if (!link.startsWith('/')) return { href: link, external: true };
  return { href: link.replace(/^\/ar(?=\/|$)/, '') || '/', external: false };
}
