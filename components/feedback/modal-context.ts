'use client';

import { createContext, useContext } from 'react';

// part 1 §4: the sign-up and login modals switch to each other after 1000 ms.
export const MODAL_SWITCH_DELAY_MS = 1000;

export type RequiredFieldsModalProps = { fields: string[] };
export type SuccessModalProps = { message?: string; requestNumber?: string | number };
export type ErrorModalProps = { message?: string };

// The props each modal kind accepts; `undefined` means the kind takes none.
export type ModalPropsMap = {
  login: undefined;
  signup: undefined;
  requiredFields: RequiredFieldsModalProps;
  loading: undefined;
  success: SuccessModalProps;
  error: ErrorModalProps;
  underConstruction: undefined;
  vip: undefined;
};

export type ModalKind = keyof ModalPropsMap;

export const MODAL_KINDS = [
  'login',
  'signup',
  'requiredFields',
  'loading',
  'success',
  'error',
  'underConstruction',
  'vip',
] as const satisfies readonly ModalKind[];

export type ModalsApi = {
  /** Opens one modal; the others keep their own state (part 1 §4: modals are independent). */
  open: <K extends ModalKind>(kind: K, props?: ModalPropsMap[K]) => void;
  close: (kind: ModalKind) => void;
  isOpen: (kind: ModalKind) => boolean;
  /** Closes `from` now and opens `to` after MODAL_SWITCH_DELAY_MS. */
  switchTo: (from: ModalKind, to: ModalKind) => void;
};

export const ModalContext = createContext<ModalsApi | null>(null);

export function useModals(): ModalsApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals must be used inside <ModalProvider>');
  return api;
}
