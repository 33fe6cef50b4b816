'use client';

import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { useIsolate } from '@/lib/i18n/use-isolate';

import { UserAvatar } from './user-avatar';

type Props = {
  file: File | null;
  currentSrc: string | null;
  name: string;
  error?: string;
  onChange: (file: File | null) => void;
  onBlur: () => void;
};

// The picture the member will have: the chosen file, else the current one.
function usePreview(file: File | null, currentSrc: string | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  if (!file) return currentSrc;
  return preview?.file === file ? preview.url : null;
}

// A real file input, hidden, opened by a button so it can be reached and named like the others.
export function AvatarField({ file, currentSrc, name, error, onChange, onBlur }: Props) {
  const t = useTranslations('EditProfile');
  const isolated = useIsolate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A file that is not an image has nothing to show.
  const preview = usePreview(error ? null : file, currentSrc);
  const describedBy = `${id}-hint ${id}-file${error ? ` ${id}-error` : ''}`;
  return (
    <Box sx={{ position: 'relative', display: 'grid', gap: 1 }}>
      <Typography component="label" htmlFor={`${id}-input`} sx={{ fontWeight: 600 }}>
        {t('avatar')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar src={preview} name={name} alt={t('preview')} size={72} />
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined aria-hidden />}
            onClick={() => input.current?.click()}
            aria-describedby={describedBy}
            sx={{ justifySelf: 'start' }}
          >
            {currentSrc || file ? t('changeAvatar') : t('chooseAvatar')}
          </Button>
          <Typography id={`${id}-file`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? t('chosenFile', { name: isolated(file.name) }) : t('noFile')}
          </Typography>
        </Box>
      </Stack>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          onBlur();
          // Choosing the same file again after fixing nothing must still report its problem.
          event.target.value = '';
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <FormHelperText id={`${id}-hint`} sx={{ m: 0 }}>
        {t('avatarHint')}
      </FormHelperText>
      {error && (
        <FormHelperText id={`${id}-error`} error role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
