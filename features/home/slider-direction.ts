/**
 * react-slick's own `rtl` mode is broken upstream (akiran/react-slick 2214, 2391; ARCHITECTURE
 * §10): with it, 0.31 marks the wrong slides active and aria-hidden, so the slide in view is hidden
 * from assistive technology. Our sliders therefore always run in LTR mode inside a `dir="ltr"` box
 * and mirror the order themselves in Arabic: the slides are reversed and the slider starts at the
 * end, so the first item sits at the right edge and "onwards" is the slider's "previous".
 */
export function orderForDirection<T>(items: T[], rtl: boolean): T[] {
  return rtl ? [...items].reverse() : items;
}

/** The index react-slick starts at: the first item's place in the (possibly mirrored) order. */
export function initialSlideFor(count: number, slidesToShow: number, rtl: boolean): number {
  return rtl ? Math.max(0, count - slidesToShow) : 0;
}
