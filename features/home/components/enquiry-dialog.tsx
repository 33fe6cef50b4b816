'use client';

import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useRouter } from '@/lib/i18n/navigation';

import { DEFAULT_ENQUIRY_OPTION } from '../home-rules';
import type { EnquiryOptionView } from '../home-types';

type Props = { open: boolean; onClose: () => void; options: EnquiryOptionView[] };

// part 1 §2.3: the enquiry-type dialog. A radio list with tooltips, 1 chosen by default; "fill the
// form" opens the page of the chosen type, or the user manual (7) in a new tab.
export function EnquiryDialog({ open, onClose, options }: Props) {
  const t = useTranslations('Home.enquiry');
  const router = useRouter();
  const id = useId();
  const [selected, setSelected] = useState<number>(DEFAULT_ENQUIRY_OPTION);

  const fill = () => {
    const option = options.find((item) => item.code === selected);
    if (!option) return;
    onClose();
    if (option.opensNewTab) window.open(option.href, '_blank', 'noopener,noreferrer');
    else router.push(option.href);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      data-testid="enquiry-dialog"
    >
      <DialogTitle id={`${id}-title`} sx={{ color: 'primary.dark', fontWeight: 700 }}>
        {t('title')}
      </DialogTitle>
      <DialogContent>
        <Typography id={`${id}-intro`} sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('intro')}
        </Typography>
        <RadioGroup
          name={`${id}-type`}
          aria-labelledby={`${id}-title`}
          value={String(selected)}
          onChange={(event) => setSelected(Number(event.target.value))}
        >
          {options.map((option) => {
            const hintId = `${id}-hint-${option.code}`;
            return (
              <Box
                key={option.code}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  px: 1,
                  borderRadius: 2,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <FormControlLabel
                  value={String(option.code)}
                  control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />}
                  label={option.label}
                  sx={{ flex: 1, m: 0 }}
                />
                <span id={hintId} className="visually-hidden">
                  {option.tooltip}
                </span>
                <Tooltip title={option.tooltip} describeChild enterTouchDelay={0} arrow>
                  <IconButton size="small" aria-label={t('about', { option: option.label })}>
                    <InfoOutlinedIcon fontSize="small" sx={{ color: 'primary.main' }} />
                  </IconButton>
                </Tooltip>
              </Box>
            );
          })}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={fill} data-testid="enquiry-fill">
          {t('fill')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
