'use client';

import { useEffect } from 'react';

// Marks the document once React has hydrated it (`<html data-hydrated="true">`). A page's scripts
// load after its first paint (docs/decisions/look-and-speed.md), so the journeys wait for this mark after a
// navigation before they press what needs the page's client code.
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
