'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useMemo, useState, useTransition, type ReactNode } from 'react';

import { ConfirmDialog, type Confirmation } from '@/components/feedback/confirm-dialog';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';

import styles from './console-changes.module.css';

/**
 * A change asked about first: the question, the change, and what is announced once it is made
 * (a function when the words depend on the change's answer, read once it is made).
 */
export type ConsoleChange = Confirmation & { done: string | (() => string) };

type Changes = {
  /** Asks first (ConfirmDialog); once the change is made, announces `done` and renders the page again. */
  confirm: (change: ConsoleChange) => void;
  /** A change made elsewhere (a dialog's Save): announces it and renders the page again. */
  changed: (message: string) => void;
  /** A new action starts: the last announcement goes. */
  clear: () => void;
};

const ChangesContext = createContext<{ changes: Changes; status: string } | null>(null);

type Props = {
  /** The text of a failure the API gave no message for. */
  failed: string;
  children: ReactNode;
};

/**
 * The changes of a console page (issue 24): the list renders on the server, its record controls are
 * client islands under this provider. A change runs from a dialog or after the shared question,
 * then `router.refresh()` renders the page's rows again and its outcome is announced
 * (`ChangeStatus`) with them: both in one transition, so that the rows on screen when the change is
 * announced carry the record's new version (a Delete right after a Move is not refused as stale).
 * A change refused because the record moved on (409) refreshes the rows too, so the next
 * try starts from the record's new version.
 */
export function ConsoleChanges({ failed, children }: Props) {
  const router = useRouter();
  const [status, setStatus] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [, startTransition] = useTransition();

  const value = useMemo(() => {
    const changed = (message: string) => {
      startTransition(() => {
        setStatus(message);
        router.refresh();
      });
    };
    const changes: Changes = {
      changed,
      clear: () => setStatus(''),
      confirm: ({ done, run, ...question }) => {
        setStatus('');
        setConfirmation({
          ...question,
          run: async () => {
            try {
              await run();
            } catch (error) {
              if (isStaleVersion(error)) router.refresh();
              throw error;
            }
            changed(typeof done === 'function' ? done() : done);
          },
        });
      },
    };
    return { changes, status };
  }, [router, status]);

  return (
    <ChangesContext.Provider value={value}>
      {children}
      <ConfirmDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        errorText={(error) => answerMessage(error) ?? failed}
      />
    </ChangesContext.Provider>
  );
}

function useChangesContext() {
  const context = useContext(ChangesContext);
  if (!context) throw new Error('A console change control sits outside <ConsoleChanges>.');
  return context;
}

/** The page's changes: ask-then-run, announce, clear. */
export const useConsoleChanges = (): Changes => useChangesContext().changes;

/** Where the outcome of the last change is read out (a live region, empty until a change). */
export function ChangeStatus() {
  const { status } = useChangesContext();
  return (
    <p role="status" className={styles.status} data-testid="console-change-status">
      {status}
    </p>
  );
}
