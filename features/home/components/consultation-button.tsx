'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import { preloadFormMessages } from '@/components/i18n/form-messages';

import buttons from './buttons.module.css';

// The form, react-hook-form, zod and MUI arrive with the first open, not with the page.
// The form's texts (the form namespaces) come with it (components/i18n/form-messages.tsx).
const loadDialog = () =>
  Promise.all([import('./consultation-dialog-island'), preloadFormMessages()]).then(
    ([module]) => module,
  );

const ConsultationDialogIsland = dynamic(
  () => loadDialog().then((module) => module.ConsultationDialogIsland),
  { ssr: false },
);

/** Fetches the dialog's code early when the visitor heads for the button. */
const warmUp = () => void loadDialog();

// The goals block's call to action: a plain button; its dialog is rendered from the first click on
// and then stays mounted, so it closes with its animation and reopens at once.
export function ConsultationButton({
  label,
  captchaSiteKey,
}: {
  label: string;
  captchaSiteKey?: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={`button ${buttons.large} ${buttons.accent}`}
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        data-testid="consultation-open"
      >
        {label}
      </button>
      {used && (
        <ConsultationDialogIsland
          open={open}
          onClose={() => setOpen(false)}
          captchaSiteKey={captchaSiteKey}
        />
      )}
    </>
  );
}
