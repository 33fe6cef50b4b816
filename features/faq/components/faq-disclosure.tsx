'use client';

import { useState, type ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { ExpandMoreIcon } from '@/components/ui/icon-shapes';

import styles from './faq-item.module.css';

type Props = { id: string; question: string; children: ReactNode };

/** The question as a button that shows or hides its answer region (the answer is server-rendered). */
export function FaqDisclosure({ id, question, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="faq-item" className={styles.item} data-open={open}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          className={styles.question}
          onClick={() => setOpen(!open)}
        >
          <span>{question}</span>
          <Icon shape={ExpandMoreIcon} className={styles.chevron} />
        </button>
      </h3>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden={!open}
        className={styles.answer}
      >
        {children}
      </div>
    </div>
  );
}
