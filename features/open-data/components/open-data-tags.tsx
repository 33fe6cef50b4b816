import type { ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';

import styles from './open-data.module.css';

// The tags of the OpenData messages: <latin> a Latin value, <code> a field, header or status.

export const Code = ({ children }: { children: ReactNode }) => (
  <BidiText latin className={styles.code}>
    {children}
  </BidiText>
);

export const openDataTags = {
  latin: (chunks: ReactNode) => <BidiText latin>{chunks}</BidiText>,
  code: (chunks: ReactNode) => <Code>{chunks}</Code>,
};
