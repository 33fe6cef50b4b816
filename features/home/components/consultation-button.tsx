'use client';

import Button from '@mui/material/Button';
import { useState } from 'react';

import { ConsultationDialog } from './consultation-dialog';

// The goals block's call to action; only this button and its dialog run in the browser.
export function ConsultationButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="consultation-open"
        sx={{ px: 3.5 }}
      >
        {label}
      </Button>
      <ConsultationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
