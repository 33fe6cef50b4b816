'use client';

import TextField from '@mui/material/TextField';

import { NEWS_SORTS, parseNewsSort, type NewsSort } from '../news-list';

type Props = {
  value: NewsSort;
  label: string;
  options: Record<NewsSort, string>;
  onChange: (sort: NewsSort) => void;
};

// part 1 §2.4: newest first (date-desc, the default) or oldest first (date-asc).
export function NewsSortSelect({ value, label, options, onChange }: Props) {
  return (
    <TextField
      select
      id="news-sort"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(parseNewsSort(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, bgcolor: 'background.paper' }}
    >
      {NEWS_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {options[sort]}
        </option>
      ))}
    </TextField>
  );
}
