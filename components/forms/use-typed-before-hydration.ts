'use client';

import { useCallback, useEffect, useRef, type Ref, type RefCallback } from 'react';

import { useHydrated } from '@/components/ui/use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Boxes, files and buttons hold no typed text: their `value` is their markup's, not the visitor's.
const UNTYPED = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
]);

/** The text a field holds in the page, where a visitor can have typed or chosen it. */
export function typedText(element: Element | null): string | undefined {
  if (element instanceof HTMLInputElement) {
    return UNTYPED.has(element.type) ? undefined : element.value;
  }
  if (element instanceof HTMLTextAreaElement) return element.value;
  if (element instanceof HTMLSelectElement && !element.multiple) return element.value;
  return undefined;
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Issue 56: on a slow phone a visitor types into the server's markup before the form's script has
 * loaded. Hydration keeps the page's text, but the controlled field still holds the server's value
 * and its next render would put that back. Once mounted, the field takes what the page holds.
 * Text fields and single selects only (a field whose value is a string); returns the ref for the
 * field's element, passed on to `ref` (react-hook-form's, say).
 */
export function useTypedBeforeHydration<T extends Field>(
  value: unknown,
  onChange: (value: string) => void,
  ref?: Ref<T>,
): RefCallback<T> {
  const element = useRef<T | null>(null);
  // Only a field hydrated from the server's markup: one React draws afresh holds React's value.
  const hydrated = useHydrated();
  const hydrating = useRef(!hydrated);
  useEffect(() => {
    if (!hydrating.current || (value != null && typeof value !== 'string')) return;
    const typed = typedText(element.current);
    if (typed !== undefined && typed !== (value ?? '')) onChange(typed);
    // Once, at mount: what the page held when the script took over; later values are React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(
    (node: T | null) => {
      element.current = node;
      assign(ref, node);
    },
    [ref],
  );
}
