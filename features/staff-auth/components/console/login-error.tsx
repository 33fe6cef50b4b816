'use client';

import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/** An error to show; `at` tells the same text shown again apart, so focus moves to it again. */
export type ShownError = { text: string; at: number };
export const shownError = (text: string): ShownError => ({ text, at: Date.now() });

/** The step's error, read out at once: focus moves to it when it appears. */
export function LoginError({ error }: { error: ShownError | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1}>
      {error.text}
    </Alert>
  );
}
