// Room left above the target for the sticky header (72 px) and some air.
const SCROLL_OFFSET_PX = 96;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

// A visitor who scrolls, taps, clicks or types takes the page back: the animation stops, so it never
// moves what they are pointing at (a press that starts on one element and ends on another clicks
// neither).
const INPUT_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window so `element` sits just below the header, animated over `duration` ms (native
 * smooth scrolling has no duration); visitors who prefer reduced motion jump there at once.
 */
export function scrollToElement(element: HTMLElement, duration: number): void {
  const start = window.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start - SCROLL_OFFSET_PX);
  if (
    duration <= 0 ||
    prefersReducedMotion() ||
    typeof window.requestAnimationFrame !== 'function'
  ) {
    window.scrollTo({ top: target });
    return;
  }
  let startTime: number | null = null;
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop, true);
  };
  const step = (now: number) => {
    startTime ??= now;
    const progress = Math.min(1, (now - startTime) / duration);
    window.scrollTo({ top: start + (target - start) * easeInOutCubic(progress) });
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else stop();
  };
  for (const type of INPUT_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  frame = window.requestAnimationFrame(step);
}
