'use client';

import { useEffect, useId, useRef } from 'react';

import type { Consent } from '@/lib/analytics/tag-manager';

import styles from './consent-banner.module.css';
import type { ConsentTexts } from './consent-texts';

type Props = {
  texts: ConsentTexts;
  /** Opened from the footer's button: focus moves to it; shown on arrival, it waits. */
  focusOnOpen: boolean;
  onChoose: (choice: Consent) => void;
};

// A labelled region, not a modal: the page stays usable while it waits at the bottom of the
// screen, and it comes early in the reading and tab order (the layout puts it after the skip link).
// Accepting and rejecting are equal buttons.
export function ConsentBanner({ texts, focusOnOpen, onChoose }: Props) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id={titleId} ref={heading} tabIndex={-1} className={`h4 ${styles.title}`}>
            {texts.title}
          </h2>
          <p className={styles.text}>{texts.text}</p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => onChoose('granted')}
          >
            {texts.accept}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => onChoose('denied')}
          >
            {texts.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
