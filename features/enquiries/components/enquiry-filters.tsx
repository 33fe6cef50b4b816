'use client';

import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';

import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { ENQUIRY_STATUSES } from '@/features/enquiries/enquiry-status';

import { SEARCH_MAX, toggleStatus, type EnquiryFilter } from '../filter-user-enquiries';

type Props = { filter: EnquiryFilter; onChange: (filter: EnquiryFilter) => void };

// part 3 "User enquiries": a search box over the status text and seven status chips as filters.
export function EnquiryFilters({ filter, onChange }: Props) {
  const t = useTranslations('UserEnquiries');
  const statusName = useTranslations('Enquiries.status');
  const noneSelected = filter.statuses.length === 0;
  const queryRef = useTypedBeforeHydration<HTMLInputElement>(filter.query, (query) =>
    onChange({ ...filter, query }),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        inputRef={queryRef}
        value={filter.query}
        onChange={(event) => onChange({ ...filter, query: event.target.value })}
        sx={{ maxWidth: 420 }}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        role="group"
        aria-label={t('filters.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Chip
          label={t('filters.all')}
          aria-pressed={noneSelected}
          onClick={() => onChange({ ...filter, statuses: [] })}
          color="default"
          variant={noneSelected ? 'filled' : 'outlined'}
          sx={{ fontWeight: 600 }}
        />
        {ENQUIRY_STATUSES.map((status) => {
          const pressed = filter.statuses.includes(status.code);
          return (
            <Chip
              key={status.code}
              label={statusName(String(status.code))}
              aria-pressed={pressed}
              data-testid={`status-filter-${status.code}`}
              onClick={() =>
                onChange({ ...filter, statuses: toggleStatus(filter.statuses, status.code) })
              }
              variant={pressed ? 'filled' : 'outlined'}
              sx={{
                fontWeight: 600,
                borderColor: status.color,
                color: pressed ? '#fff' : status.color,
                bgcolor: pressed ? status.color : 'transparent',
                '&&:hover, &&.Mui-focusVisible': {
                  bgcolor: pressed ? status.color : 'action.hover',
                },
                '&.Mui-focusVisible': { outline: `2px solid ${status.color}`, outlineOffset: 2 },
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
