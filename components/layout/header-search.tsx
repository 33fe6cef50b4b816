'use client';

import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { useRouter } from '@/lib/i18n/navigation';

export function HeaderSearch() {
  const t = useTranslations('Header');
  const router = useRouter();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    router.push(keyword ? `/search/${encodeURIComponent(keyword)}` : '/search');
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderRadius: 999,
        px: 1.5,
        width: '100%',
        maxWidth: 320,
        bgcolor: 'rgba(255,255,255,0.14)',
        color: 'inherit',
        '&:focus-within': { outline: '2px solid #fff' },
      }}
    >
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
        placeholder={t('searchPlaceholder')}
        inputProps={{ maxLength: SEARCH_MAX_LENGTH, 'aria-label': t('searchLabel') }}
        type="search"
        sx={{
          flex: 1,
          color: 'inherit',
          fontSize: 14,
          '& ::placeholder': { color: '#f1f5f3', opacity: 1 },
        }}
      />
      <IconButton
        type="submit"
        aria-label={t('searchButton')}
        size="small"
        sx={{ color: 'inherit' }}
      >
        <SearchIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
