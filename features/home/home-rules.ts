// part 1 §2.3: slider autoplay every 12000 ms, no arrows and no dots.
export const MAIN_SLIDER_AUTOPLAY_MS = 12000;

export type SlideButton =
  { kind: 'none' } | { kind: 'external'; href: string } | { kind: 'enquiry-dialog' };

// part 1 §2.3: is_hide_button 0 shows the button; type 2 opens the link in a new tab, any other
// type opens the enquiry-type dialog.
export function slideButton(
  slide: { is_hide_button: number; button_type_id: number },
  link: string,
): SlideButton {
  if (slide.is_hide_button !== 0) return { kind: 'none' };
  if (slide.button_type_id === 2) return link ? { kind: 'external', href: link } : { kind: 'none' };
  return { kind: 'enquiry-dialog' };
}

export const ENQUIRY_OPTION_CODES = [1, 2, 3, 4, 5, 6, 7, 99] as const;
export type EnquiryOptionCode = (typeof ENQUIRY_OPTION_CODES)[number];
export const DEFAULT_ENQUIRY_OPTION: EnquiryOptionCode = 1;
export const USER_MANUAL_PDF = {
  en: '/files/manual/user-manual-en.pdf',
  ar: '/files/manual/user-manual-ar.pdf',
};

export type EnquiryTarget =
  { kind: 'page'; menuChildId: number; appId: number; tab?: number } | { kind: 'manual' };

// part 1 §2.3: where the enquiry-type dialog's fill button goes for each code.
export function enquiryTarget(code: EnquiryOptionCode): EnquiryTarget {
  switch (code) {
    case 1:
      return { kind: 'page', menuChildId: 16, appId: 150 };
    case 2:
      return { kind: 'page', menuChildId: 14, appId: 130, tab: 2 };
    case 3:
      return { kind: 'page', menuChildId: 14, appId: 130, tab: 3 };
    case 4:
      return { kind: 'page', menuChildId: 15, appId: 140 };
    case 5:
      return { kind: 'page', menuChildId: 80, appId: 800 };
    case 6:
      return { kind: 'page', menuChildId: 18, appId: 170 };
    case 7:
      return { kind: 'manual' };
    default:
      return { kind: 'page', menuChildId: 12, appId: 190 };
  }
}

/** Which of 1, 2, or 3 and more tiles the services section lays out (part 1 §2.3). */
export function tileLayout(count: number): 'single' | 'pair' | 'grid' {
  if (count <= 1) return 'single';
  if (count === 2) return 'pair';
  return 'grid';
}

// part 1 §2.3: the enquiry dialog, the FAQ "more" link (100) and the offices' directions (190)
// lead to these content pages; the page links each href from the menu page with the id.
export const HOME_LINKED_APP_IDS: readonly number[] = [
  ...new Set([
    100,
    190,
    ...ENQUIRY_OPTION_CODES.map(enquiryTarget).flatMap((target) =>
      target.kind === 'page' ? [target.appId] : [],
    ),
  ]),
];
