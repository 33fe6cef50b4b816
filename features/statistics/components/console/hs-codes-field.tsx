'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useErrorText } from '@/components/forms/use-field-error';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import type { StatisticInput } from '../../staff-schemas';

/** The codes typed, split on commas, spaces or the Arabic comma. */
const codesOf = (text: string) =>
  text
    .split(/[\s,;،]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** part 2 §5: the HS codes the data centre finds a statistic by, as one line of codes. */
export function HsCodesField({ control }: { control: Control<StatisticInput> }) {
  const t = useTranslations('StatisticsAdmin.form');
  const errorText = useErrorText();
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'hs_codes' });
  const [text, setText] = useState(() => field.value.join(', '));
  const ids = useFieldIds();
  // An error of the list or of one of its codes (hs_codes.2).
  const nested = fieldState.error as { message?: string } | ({ message?: string } | undefined)[];
  const first = Array.isArray(nested)
    ? nested.find((entry) => entry?.message)?.message
    : nested?.message;
  const error = errorText(first);
  return (
    <FieldFrame
      ids={ids}
      label={t('hs_codes')}
      required={false}
      error={error}
      helper={t('hsHint', { example: isolate('0804, 3104', locale, { latin: true }) })}
    >
      <input
        id={ids.input}
        ref={ref}
        name={field.name}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(codesOf(event.target.value));
        }}
        onBlur={field.onBlur}
        dir="ltr"
        inputMode="numeric"
        className={fieldStyles.input}
        aria-describedby={ids.helper}
        aria-invalid={!!error}
      />
    </FieldFrame>
  );
}
