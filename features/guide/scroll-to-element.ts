// Room left above the target for the sticky header (72 px) and some air.
const SCROLL_OFFSET_PX = 96;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

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
  const step = (now: number) => {
    startTime ??= now;
    const progress = Math.min(1, (now - startTime) / duration);
    window.scrollTo({ top: start + (target - start) * easeInOutCubic(progress) });
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
