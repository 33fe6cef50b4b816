import type { ComponentType } from 'react';

import type { Locale } from '@/lib/i18n/routing';

import type { MenuChildDetail } from './schemas';

/** A feature's page shown in place of the generic content page for the menu entry it owns. */
export type FeaturePageProps = {
  page: MenuChildDetail;
  locale: Locale;
  /** A list page's view segment (lib/navigation/list-views.ts), when its route has one. */
  view?: string;
};
/** A server component, sync or async, or one loaded on demand through next/dynamic. */
export type FeaturePage = ComponentType<FeaturePageProps>;
