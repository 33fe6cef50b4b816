'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { lazyComponent } from '@/components/ui/lazy-component';

import type { ModalState } from './feedback-modals';
import {
  MODAL_SWITCH_DELAY_MS,
  ModalContext,
  type ModalKind,
  type ModalPropsMap,
  type ModalsApi,
} from './modal-context';
import { useUnderConstructionLinks } from './use-under-construction-links';

export {
  MODAL_KINDS,
  MODAL_SWITCH_DELAY_MS,
  useModals,
  type ErrorModalProps,
  type ModalKind,
  type ModalPropsMap,
  type ModalsApi,
  type RequiredFieldsModalProps,
  type SuccessModalProps,
} from './modal-context';

/** The feedback dialogs' code, fetched when the first of them opens (or ahead, by `preload`). */
export const feedbackModals = lazyComponent(() =>
  import('./feedback-modals').then((module) => module.FeedbackModals),
);

// The kinds drawn by FeedbackModals; login and sign-up belong to AuthModalHost.
const FEEDBACK_KINDS: ModalKind[] = [
  'requiredFields',
  'success',
  'error',
  'underConstruction',
  'vip',
  'loading',
];

/** Every open modal closed; the props stay for the exit transition. */
export function closedModals(state: ModalState): ModalState {
  const entries = Object.entries(state) as [ModalKind, ModalState[ModalKind]][];
  if (!entries.some(([, entry]) => entry?.open)) return state;
  return Object.fromEntries(
    entries.map(([kind, entry]) => [kind, entry && { ...entry, open: false }]),
  ) as ModalState;
}

type Props = {
  children: ReactNode;
  /**
   * The page's path (the layout passes usePathname()): when it changes every modal closes, so a
   * success dialog opened before a form's redirect never stays over the next page (issue 25).
   */
  route?: string | null;
};

// part 1 §2.2 and §4: independent modals; several may be open at once. The login and sign-up
// modals belong to features/auth (AuthModalHost), which the layout mounts inside this provider.
export function ModalProvider({ children, route = null }: Props) {
  const [state, setState] = useState<ModalState>({});
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Adjusted while rendering (not in an effect), so the new page never paints under an old modal.
  const [shownRoute, setShownRoute] = useState(route);
  if (route !== shownRoute) {
    setShownRoute(route);
    setState(closedModals);
  }
  useEffect(() => {
    // A modal about to open after a switch (login → sign-up) belonged to the page left.
    if (switchTimer.current) clearTimeout(switchTimer.current);
    switchTimer.current = null;
  }, [route]);

  const open = useCallback(<K extends ModalKind>(kind: K, props?: ModalPropsMap[K]) => {
    setState((previous) => ({ ...previous, [kind]: { open: true, props } }));
  }, []);

  const close = useCallback((kind: ModalKind) => {
    setState((previous) => {
      const entry = previous[kind];
      if (!entry?.open) return previous;
      return { ...previous, [kind]: { ...entry, open: false } };
    });
  }, []);

  const switchTo = useCallback(
    (from: ModalKind, to: ModalKind) => {
      close(from);
      if (switchTimer.current) clearTimeout(switchTimer.current);
      switchTimer.current = setTimeout(() => {
        switchTimer.current = null;
        open(to);
      }, MODAL_SWITCH_DELAY_MS);
    },
    [close, open],
  );

  useEffect(
    () => () => {
      if (switchTimer.current) clearTimeout(switchTimer.current);
    },
    [],
  );

  const openUnderConstruction = useCallback(() => open('underConstruction'), [open]);
  useUnderConstructionLinks(openUnderConstruction);

  const isOpen = useCallback((kind: ModalKind) => state[kind]?.open ?? false, [state]);

  const api = useMemo<ModalsApi>(
    () => ({ open, close, isOpen, switchTo }),
    [open, close, isOpen, switchTo],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      {/* Each kind keeps its own open flag and props; the props survive closing so the exit
          transition does not flash empty content. */}
      {FEEDBACK_KINDS.some((kind) => state[kind]) && (
        <feedbackModals.Component state={state} close={close} />
      )}
    </ModalContext.Provider>
  );
}
