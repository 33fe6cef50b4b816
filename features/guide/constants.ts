// part 1 §2.6 and §9: the export guide's timings and its mobile breakpoint.
export const STEP_SCROLL_DELAY_MS = 600; // scroll to the opened step after about 0.6 s
export const STEP_SCROLL_DURATION_MS = 1000; // with a 1 s animation
export const GUIDE_WARNING_MS = 5000; // the "login to download" warning shows for 5 s
export const GUIDE_MOBILE_MAX_WIDTH_PX = 700; // the mobile diagram at widths of 700 px and below

export const MOBILE_MEDIA = `@media (max-width: ${GUIDE_MOBILE_MAX_WIDTH_PX}px)`;
export const DESKTOP_MEDIA = `@media (min-width: ${GUIDE_MOBILE_MAX_WIDTH_PX + 1}px)`;

// Animations stop for visitors who ask for less motion.
export const NO_MOTION = {
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
} as const;

// The styles of the global .visually-hidden class, for use inside a media query.
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
