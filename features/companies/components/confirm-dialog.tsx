'use client';

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

import { ModalFrame } from '@/components/feedback/modals/modal-frame';
import { MuiIsland } from '@/components/providers/mui-island';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the action runs: the buttons wait and the dialog stays. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A question before an action that cannot be undone (a deletion), loaded on first use. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <MuiIsland>
      <ModalFrame open={open} onClose={cancel} title={title} busy={busy}>
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button variant="outlined" onClick={cancel} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant="contained" color="error" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </ModalFrame>
    </MuiIsland>
  );
}
