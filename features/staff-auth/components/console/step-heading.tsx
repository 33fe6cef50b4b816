'use client';

import { useEffect, useRef } from 'react';

import styles from './console-login.module.css';

/** The step's heading; after a move from another step, focus lands on it (screen readers read it). */
export function StepHeading({ children, focus }: { children: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
