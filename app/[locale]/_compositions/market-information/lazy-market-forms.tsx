'use client';

import dynamic from 'next/dynamic';

import styles from './market-tabs.module.css';

const loading = () => <div className={styles.loading} aria-busy="true" />;

// A form's code (and MUI's) loads only when its tab opens: the default tab, publications, shows the
// page's text and ships none of it. `loading` gives each its own Suspense boundary, so the tab bar
// stays as it is while the form arrives.
export const LazyStudiesForm = dynamic(
  () => import('./market-form-islands').then((module) => module.StudiesFormIsland),
  { loading },
);

export const LazyMatchmakingForm = dynamic(
  () => import('./market-form-islands').then((module) => module.MatchmakingFormIsland),
  { loading },
);
