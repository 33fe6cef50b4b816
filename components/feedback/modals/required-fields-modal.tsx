'use client';

import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslations } from 'next-intl';

import type { RequiredFieldsModalProps } from '../modal-context';

import { ModalFrame, ModalOkActions } from './modal-frame';

type Props = Partial<RequiredFieldsModalProps> & { open: boolean; onClose: () => void };

// part 1 §4: the required-fields modal, titled "Failed to send", lists the label of each empty field.
export function RequiredFieldsModal({ open, onClose, fields = [] }: Props) {
  const t = useTranslations('Modals.requiredFields');
  return (
    <ModalFrame open={open} onClose={onClose} title={t('title')}>
      <DialogContent>
        <DialogContentText>{t('text')}</DialogContentText>
        <List
          dense
          aria-label={t('listLabel')}
          sx={{ listStyleType: 'disc', paddingInlineStart: 3 }}
        >
          {fields.map((field) => (
            <ListItem key={field} sx={{ display: 'list-item', py: 0, px: 0 }}>
              <ListItemText primary={field} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <ModalOkActions onClose={onClose} />
    </ModalFrame>
  );
}
