'use client';

import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';

export type ModalFrameProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Persistent modals ignore Escape and backdrop clicks and have no close button. */
  persistent?: boolean;
  /** Marks the dialog as busy for assistive technologies (the loading modal). */
  busy?: boolean;
  icon?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
};

// The shell every feedback dialog shares: a labelled title, a close button at the inline end.
export function ModalFrame({
  open,
  onClose,
  title,
  children,
  persistent = false,
  busy = false,
  icon,
  maxWidth = 'xs',
}: ModalFrameProps) {
  const t = useTranslations('Modals');
  const theme = useTheme();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // Without onClose, Escape and backdrop clicks cannot dismiss a persistent modal.
      onClose={persistent ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { 'aria-busy': busy || undefined } }}
      dir={theme.direction}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle
        id={titleId}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          justifyContent: persistent ? 'center' : undefined,
          paddingInlineEnd: persistent ? undefined : 7,
        }}
      >
        {icon}
        {title}
      </DialogTitle>
      {!persistent && (
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
      )}
      {children}
    </Dialog>
  );
}

// A single OK button that dismisses the modal.
export function ModalOkActions({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Modals');
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button variant="contained" onClick={onClose}>
        {t('ok')}
      </Button>
    </DialogActions>
  );
}
