import type { ReactNode } from 'react';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';

import styles from './auth-page.module.css';

type Props = { title: string; intro?: string; children: ReactNode };

// The frame of the sign-in screens: the banner (Home / title) and the form on a narrow card. The
// form is the page's one island: MUI's controls and React Query load with it.
export function AuthPage({ title, intro, children }: Props) {
  return (
    <>
      <PageBanner title={title} />
      <PageContainer component="section">
        <div className={styles.card}>
          {intro && <p className={styles.intro}>{intro}</p>}
          <MuiIsland>
            <QueryIsland>{children}</QueryIsland>
          </MuiIsland>
        </div>
      </PageContainer>
    </>
  );
}
