'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';

import { SNACKBAR_DURATION_MS } from '@/components/feedback/snackbar-provider';
import { MuiIsland } from '@/components/providers/mui-island';

import { takeDecidedMessage } from './decided-message';

/** The snackbar of the decision just taken on the review page ("Approved: …"). */
export function DecidedSnackbar() {
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const taken = takeDecidedMessage();
    if (taken) {
      // Read once after mounting: the server cannot know what this tab left.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setMessage(taken);
      setOpen(true);
    }
  }, []);
  if (!message) return null;
  return (
    <MuiIsland>
      <Snackbar
        open={open}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setOpen(false)}
          data-testid="approvals-snackbar"
        >
          {message}
        </Alert>
      </Snackbar>
    </MuiIsland>
  );
}
