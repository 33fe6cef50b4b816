'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/** The result view's code (its table), fetched when the survey is sent rather than with the page. */
export const readinessResultView = lazyComponent(() =>
  import('./readiness-result').then((module) => module.ReadinessResult),
);
