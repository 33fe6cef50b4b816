'use client';

import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

import { lazyComponent } from '@/components/ui/lazy-component';

import type { Confirmation } from './confirm-dialog';

/** The portal's confirmation (MUI's dialog), its code fetched on the first hover, focus or click. */
export const confirmDialog = lazyComponent(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  /** What the dialog asks, built when the button is pressed. */
  ask: () => Confirmation;
  children: ReactNode;
};

/**
 * A button that asks first (a deletion, leaving an event in the member area): the confirmation's
 * code is fetched on the first hover or focus, and its dialog mounted on the first press.
 */
export function ConfirmButton({ ask, children, ...button }: Props) {
  const [asked, setAsked] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const preload = () => void confirmDialog.preload().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        {...button}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setConfirmation(ask());
        }}
      >
        {children}
      </button>
      {asked && (
        <confirmDialog.Component
          confirmation={confirmation}
          onClose={() => setConfirmation(null)}
        />
      )}
    </>
  );
}
