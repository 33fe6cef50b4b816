// part 1 §2.6 and §9: the export guide's timings. The mobile diagram at widths of 700 px and below
// is drawn by the media queries of guide-diagram.module.css and guide-mobile-steps.module.css.
export const STEP_SCROLL_DELAY_MS = 600; // scroll to the opened step after about 0.6 s
export const STEP_SCROLL_DURATION_MS = 1000; // with a 1 s animation
export const GUIDE_WARNING_MS = 5000; // the "login to download" warning shows for 5 s

// part 1 §2.6: the seven steps in the diagram's order.
export const GUIDE_STEPS = [
  'readiness',
  'market',
  'developing',
  'financing',
  'freight',
  'visiting',
  'legal',
] as const;
export type GuideStepKey = (typeof GUIDE_STEPS)[number];
