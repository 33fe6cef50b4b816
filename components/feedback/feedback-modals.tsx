'use client';

import { MuiIsland } from '@/components/providers/mui-island';

import type { ModalKind, ModalPropsMap } from './modal-context';
import { LoadingModal } from './modals/loading-modal';
import { ErrorModal, SuccessModal, UnderConstructionModal, VipModal } from './modals/notice-modals';
import { RequiredFieldsModal } from './modals/required-fields-modal';

export type ModalState = { [K in ModalKind]?: { open: boolean; props?: ModalPropsMap[K] } };

type Props = { state: ModalState; close: (kind: ModalKind) => void };

// The feedback dialogs (MUI), fetched with their code the first time one of them opens.
export function FeedbackModals({ state, close }: Props) {
  const isOpen = (kind: ModalKind) => state[kind]?.open ?? false;
  return (
    <MuiIsland>
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
    </MuiIsland>
  );
}
