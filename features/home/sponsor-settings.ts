import type { Settings } from 'react-slick';

import { SPONSOR_SLIDER } from '@/features/sponsors/sponsor-visibility';

const { responsive, ...base } = SPONSOR_SLIDER;
const STEPS = [...responsive].sort((a, b) => a.breakpoint - b.breakpoint);
// One object per step, so a resize within a step does not re-initialise the slider.
const DEFAULT_SETTINGS: Settings = { ...base, infinite: true, dots: false };
const STEP_SETTINGS: Settings[] = STEPS.map((step) => ({ ...DEFAULT_SETTINGS, ...step.settings }));

/**
 * part 1 §2.3: three sponsors by default and the specification's steps below 1024, 800, 600 and
 * 447 px. react-slick 0.31 applies its `responsive` steps only when the window is resized, never
 * on load, so the step is chosen here from the window's width.
 */
export function sponsorSettings(width: number): Settings {
  const index = STEPS.findIndex((step) => width <= step.breakpoint);
  return STEP_SETTINGS[index] ?? DEFAULT_SETTINGS;
}
