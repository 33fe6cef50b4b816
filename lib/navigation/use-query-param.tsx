'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

function QueryReader({ name, onValue }: { name: string; onValue: (value: string | null) => void }) {
  const value = useSearchParams().get(name);
  useEffect(() => onValue(value), [value, onValue]);
  return null;
}

/**
 * One query parameter of the address, for a component of a cached page, which the server renders
 * without a query: null on the server and through hydration, then the address's value, kept in
 * step with Next's navigations. Render the returned reader anywhere in the component.
 *
 * Reading useSearchParams in the component itself would need a Suspense boundary around it whose
 * fallback the browser replaces at hydration: the page's content painted a second time, which the
 * browser counted as the page's largest paint (issue 31). Here only the empty reader sits in the
 * boundary, and the content stays the server's unless the value changes it.
 */
export function useQueryParam(name: string): [string | null, ReactNode] {
  const [value, setValue] = useState<string | null>(null);
  const reader = (
    <Suspense fallback={null}>
      <QueryReader name={name} onValue={setValue} />
    </Suspense>
  );
  return [value, reader];
}
