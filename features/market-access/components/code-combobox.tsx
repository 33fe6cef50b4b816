'use client';

import { useForm } from 'react-hook-form';

import { QueryIsland } from '@/components/providers/query-island';
import { HsCodeCombobox } from '@/features/hs-codes/components/hs-code-combobox';

type Props = { name: string; defaultValue: string; label: string; hint: string };

/**
 * The HS finder's combobox in a market-access form (issue 37): the visitor types a code or words
 * and picks a code; the form itself is a plain GET form, which sends the field as it stands.
 */
export default function CodeCombobox({ name, defaultValue, label, hint }: Props) {
  const { control } = useForm<Record<string, string>>({ defaultValues: { [name]: defaultValue } });
  return (
    <QueryIsland>
      <HsCodeCombobox control={control} name={name} label={label} hint={hint} />
    </QueryIsland>
  );
}
