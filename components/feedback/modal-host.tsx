'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import {
  MODAL_SWITCH_DELAY_MS,
  ModalContext,
  type ModalKind,
  type ModalPropsMap,
  type ModalsApi,
} from './modal-context';
import { ErrorModal } from './modals/error-modal';
import { LoadingModal } from './modals/loading-modal';
import { RequiredFieldsModal } from './modals/required-fields-modal';
import { SuccessModal } from './modals/success-modal';
import { UnderConstructionModal } from './modals/under-construction-modal';
import { VipModal } from './modals/vip-modal';

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

// Each kind keeps its own open flag and props; the props survive closing so the exit
// transition does not flash empty content.
type ModalState = { [K in ModalKind]?: { open: boolean; props?: ModalPropsMap[K] } };

// part 1 §2.2 and §4: independent modals; several may be open at once. The login and sign-up
// modals belong to features/auth (AuthModalHost), which the layout mounts inside this provider.
export function ModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({});
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

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

  const isOpen = useCallback((kind: ModalKind) => state[kind]?.open ?? false, [state]);

  const api = useMemo<ModalsApi>(
    () => ({ open, close, isOpen, switchTo }),
    [open, close, isOpen, switchTo],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      <RequiredFieldsModal
        open={isOpen('requiredFields')}
        onClose={() => close('requiredFields')}
        {...state.requiredFields?.props}
      />
      <SuccessModal
        open={isOpen('success')}
        onClose={() => close('success')}
        {...state.success?.props}
      />
      <ErrorModal open={isOpen('error')} onClose={() => close('error')} {...state.error?.props} />
      <UnderConstructionModal
        open={isOpen('underConstruction')}
        onClose={() => close('underConstruction')}
      />
      <VipModal open={isOpen('vip')} onClose={() => close('vip')} />
      {/* Last, so it stacks above any dialog opened in the same submission. */}
      <LoadingModal open={isOpen('loading')} />
    </ModalContext.Provider>
  );
}
