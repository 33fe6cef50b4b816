import { Fragment } from 'react';

import { highlightParts, type Matcher } from '@/lib/search/highlight';

import styles from './highlighted-text.module.css';

/** A result's text with the words the search matched marked (issue 28); server or browser. */
export function HighlightedText({ text, matcher }: { text: string; matcher: Matcher }) {
  return (
    <>
      {highlightParts(text, matcher).map((part, index) =>
        part.hit ? (
          <mark key={index} className={styles.hit}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
