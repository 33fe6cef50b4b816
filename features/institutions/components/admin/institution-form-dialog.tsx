'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';

import { useErrorText } from '@/components/forms/use-field-error';
import { answerMessage, fieldErrorsOf } from '@/lib/http/error-text';

import { useInstitutionChange } from '../../api/use-staff-institutions';
import type { ReferenceLists } from '../../institution-list';
import { institutionInputSchema, type Institution, type InstitutionInput } from '../../schemas';

import styles from './institutions-admin.module.css';

const EMPTY: InstitutionInput = {
  name: '',
  name_ara: '',
  type_id: [],
  mode_id: 0,
  gov_id: 0,
  description_eng: '',
  description_ara: '',
  services_eng: '',
  services_ara: '',
  address_eng: '',
  address_ara: '',
  phone: '',
  email: '',
  website: '',
};

const valuesOf = (institution: Institution | null): InstitutionInput =>
  institution
    ? (Object.fromEntries(
        Object.keys(EMPTY).map((key) => [key, institution[key as keyof InstitutionInput]]),
      ) as InstitutionInput)
    : EMPTY;

type Props = {
  /** The institution to edit; null adds one. Closed when `open` is false. */
  institution: Institution | null;
  open: boolean;
  lists: ReferenceLists;
  onClose: () => void;
  onSaved: (name: string, created: boolean) => void;
};

/**
 * Adds or edits an institution: the same schema checks it here and on the server. The panel gives
 * it a new key each time it opens, so the form starts from the institution's values.
 */
export function InstitutionFormDialog({ institution, open, lists, onClose, onSaved }: Props) {
  const t = useTranslations('InstitutionsAdmin.form');
  const errors = useTranslations('InstitutionsAdmin.errors');
  const errorText = useErrorText();
  const locale = useLocale();
  const ar = locale === 'ar';
  const change = useInstitutionChange();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const formId = useId();
  const form = useForm<InstitutionInput>({
    resolver: zodResolver(institutionInputSchema),
    defaultValues: valuesOf(institution),
  });
  const { control, handleSubmit, setError } = form;

  const close = () => {
    if (!change.isPending) onClose();
  };

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await change.mutateAsync(
        institution ? { kind: 'update', id: institution.id, input } : { kind: 'create', input },
      );
      onSaved(ar ? input.name_ara : input.name, !institution);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const fields = Object.keys(byField).filter((field) => field in EMPTY);
      for (const field of fields) {
        setError(
          field as Path<InstitutionInput>,
          { message: byField[field]![0] },
          { shouldFocus: true },
        );
      }
      if (fields.length === 0) setFailure(answerMessage(error) ?? errors('failed'));
    }
  });

  const text = (
    name: keyof InstitutionInput,
    options: {
      multiline?: boolean;
      required?: boolean;
      dir?: 'ltr' | 'rtl';
      hint?: string;
      type?: string;
    } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value as string}
          label={t(name)}
          required={options.required}
          type={options.type}
          multiline={options.multiline}
          minRows={options.multiline ? 3 : undefined}
          error={!!fieldState.error}
          helperText={errorText(fieldState.error?.message) ?? options.hint}
          fullWidth
          slotProps={{ htmlInput: { dir: options.dir } }}
        />
      )}
    />
  );

  const select = (name: 'mode_id' | 'gov_id', options: { id: number; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value || ''}
          onChange={(event) => field.onChange(Number(event.target.value) || 0)}
          onBlur={field.onBlur}
          label={t(name)}
          required
          error={!!fieldState.error}
          helperText={errorText(fieldState.error?.message)}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {institution
          ? t('editTitle', { name: ar ? institution.name_ara : institution.name })
          : t('addTitle')}
      </DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={submit} className={styles.form}>
          {failure && (
            <Alert severity="error" role="alert" className={styles.wide}>
              {failure}
            </Alert>
          )}
          {text('name', { required: true, dir: 'ltr' })}
          {text('name_ara', { required: true, dir: 'rtl' })}
          <Controller
            control={control}
            name="type_id"
            render={({ field, fieldState }) => (
              <FormControl
                component="fieldset"
                error={!!fieldState.error}
                required
                className={styles.wide}
              >
                <FormLabel component="legend">{t('type_id')}</FormLabel>
                <div className={styles.checks}>
                  {lists.types.map((type) => (
                    <FormControlLabel
                      key={type.id}
                      label={ar ? type.type_ara : type.type_eng}
                      control={
                        <Checkbox
                          name="type_id"
                          value={type.id}
                          checked={field.value.includes(type.id)}
                          slotProps={{
                            input: { ref: type.id === lists.types[0]?.id ? field.ref : undefined },
                          }}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, type.id]
                                : field.value.filter((id) => id !== type.id),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </div>
                {fieldState.error && (
                  <FormHelperText>{errorText(fieldState.error.message)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
          {select(
            'mode_id',
            lists.modes.map((mode) => ({ id: mode.id, label: ar ? mode.mode_ara : mode.mode_eng })),
          )}
          {select(
            'gov_id',
            lists.govs.map((gov) => ({ id: gov.id, label: ar ? gov.name_ara : gov.name })),
          )}
          {text('description_eng', { multiline: true, dir: 'ltr' })}
          {text('description_ara', { multiline: true, dir: 'rtl' })}
          {text('services_eng', { multiline: true, dir: 'ltr', hint: t('servicesHint') })}
          {text('services_ara', { multiline: true, dir: 'rtl', hint: t('servicesHint') })}
          {text('address_eng', { dir: 'ltr' })}
          {text('address_ara', { dir: 'rtl' })}
          {text('phone', { dir: 'ltr', type: 'tel' })}
          {text('email', { dir: 'ltr', type: 'email' })}
          {text('website', { dir: 'ltr', hint: t('websiteHint') })}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={change.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={change.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
