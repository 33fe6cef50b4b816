import type { ReactNode } from 'react';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';

import styles from './auth-page.module.css';

type Props = { title: string; intro?: string; children: ReactNode };

// The frame of the sign-in screens: the banner (Home / title) and the form on a narrow card. The
// forms are plain HTML and CSS Modules and send without React Query, so the page loads neither
// MUI nor React Query (the modals that may open bring their own).
export function AuthPage({ title, intro, children }: Props) {
  return (
    <>
      <PageBanner title={title} />
      <PageContainer component="section">
        <div className={styles.card}>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </div>
      </PageContainer>
    </>
  );
}
