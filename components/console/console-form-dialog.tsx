'use client';

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

import { ModalFrame, type ModalFrameProps } from '@/components/feedback/modals/modal-frame';
import { MuiIsland } from '@/components/providers/mui-island';

import styles from './console-form-dialog.module.css';
import { SaveFailureNotice, type SaveFailure } from './save-failure';

export type ConsoleFormDialogProps = {
  title: ReactNode;
  /**
   * The form's save (`useConsoleSave`): while it is `busy` Cancel and closing wait and Save shows
   * it is loading; its `failure`, a refused save, shows above the fields (a stale version with
   * its reload).
   */
  save: { busy: boolean; failure: SaveFailure | null };
  maxWidth?: ModalFrameProps['maxWidth'];
  labels: { cancel: string; save: string };
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** The form's layout; a column of fields when none is given. */
  className?: string;
  /** The form element, for a page that moves the focus to a field itself. */
  formRef?: Ref<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
};

/**
 * A console form in a dialog (issue 24): the fields in a form checked by the page (noValidate),
 * a refused save above them, Cancel and Save (the form's submit button) below. It is open while
 * it is mounted; closing (Cancel, Escape, the close button) is ignored while the save runs.
 */
export function ConsoleFormDialog({
  title,
  save: { busy, failure },
  maxWidth = 'sm',
  labels,
  onClose,
  onSubmit,
  className,
  formRef,
  children,
}: ConsoleFormDialogProps) {
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <MuiIsland>
      <ModalFrame open onClose={close} title={title} busy={busy} maxWidth={maxWidth}>
        <DialogContent>
          <form
            ref={formRef}
            id={formId}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className={className ?? styles.form}
          >
            {failure && (
              <div className={styles.failure}>
                <SaveFailureNotice failure={failure} />
              </div>
            )}
            {children}
          </form>
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button variant="outlined" onClick={close} disabled={busy}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={busy}>
            {labels.save}
          </Button>
        </DialogActions>
      </ModalFrame>
    </MuiIsland>
  );
}
