'use client';

import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useFieldError } from '@/components/forms/use-field-error';
import { useLookup } from '@/features/lookups/api/use-lookup';
import type { LookupKind, LookupOption } from '@/features/lookups/lookup-options';

export type { LookupKind };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Which list (GET /api/{kind}); the labels come in the page's language. */
  kind: LookupKind;
  required?: boolean;
  /** A searchable list; the default for countries (about 249 entries). */
  searchable?: boolean;
};

/** A choice from a lookup list; the form value is the chosen numeric id, '' when none. */
export function LookupSelect<T extends FieldValues>(props: Props<T>) {
  const searchable = props.searchable ?? props.kind === 'countries';
  return searchable ? <LookupAutocomplete {...props} /> : <LookupMenu {...props} />;
}

function useLookupField<T extends FieldValues>({ control, name, kind }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState);
  const { data } = useLookup(kind);
  const options: LookupOption[] = data ?? [];
  const id = typeof field.value === 'number' ? field.value : Number(field.value) || null;
  return { field, error, options, id };
}

function LookupMenu<T extends FieldValues>(props: Props<T>) {
  const { field, error, options, id } = useLookupField(props);
  // Before the list arrives, a restored id has no option yet: show nothing rather than warn.
  const value = id !== null && options.some((option) => option.id === id) ? id : '';
  return (
    <TextField
      select
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={props.label}
      required={props.required ?? true}
      fullWidth
      error={!!error}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function LookupAutocomplete<T extends FieldValues>(props: Props<T>) {
  const { field, error, options, id } = useLookupField(props);
  const value = options.find((option) => option.id === id) ?? null;
  const t = useTranslations('EnquiryForm.autocomplete');
  return (
    <Autocomplete
      options={options}
      noOptionsText={t('noOptions')}
      openText={t('openList')}
      closeText={t('closeList')}
      clearText={t('clear')}
      value={value}
      onChange={(_event, option) => field.onChange(option ? option.id : '')}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={props.label}
          required={props.required ?? true}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
