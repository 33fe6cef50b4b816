'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { saveStatistic } from '../../api/change-statistic';
import {
  statisticInputSchema,
  type StatisticInput,
  type StatisticRecord,
} from '../../staff-schemas';
import type { StoredTrees } from '../../statistic-tree';

import { ChartFields } from './chart-fields';
import { HsCodesField } from './hs-codes-field';
import { PublishersField } from './publishers-field';
import { DateField, FlagFields, TypeField } from './statistic-choice-fields';
import { STATISTIC_FIELDS, valuesOf } from './statistic-form-values';
import { DescriptionFields, TitleFields } from './statistic-text-fields';
import styles from './statistics-console.module.css';
import { TreeChoices } from './tree-choices';

type Props = {
  /** The statistic to edit (the version it was read at goes with the change); null adds one. */
  statistic: StatisticRecord | null;
  trees: StoredTrees;
  onClose: () => void;
  /** Saved: its title in the page's language, isolated for the sentence that announces it. */
  onSaved: (title: string) => void;
};

/** A field the API names (chart.series.0.data) on the form's field that holds it (chart). */
const apiField = (field: string) =>
  STATISTIC_FIELDS.find((name) => name === field.split('.')[0]) as keyof StatisticInput | undefined;

/**
 * Adds or edits a statistic, study or infographic (issue 26): both languages, its type and date,
 * publishers, industries and geolocations, HS codes, premium, and its chart's numbers entered in
 * a grid or imported from CSV. The same schema checks it here and on the server.
 */
export function StatisticFormDialog({ statistic, trees, onClose, onSaved }: Props) {
  const t = useTranslations('StatisticsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { control, handleSubmit, setError } = useForm<StatisticInput>({
    resolver: zodResolver(statisticInputSchema),
    defaultValues: valuesOf(statistic),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const titleOf = (record: { title_eng: string; title_ara: string }) =>
    isolate(shown === 'ar' ? record.title_ara : record.title_eng, shown);

  const submit = handleSubmit(async (input) => {
    const from = statistic ? { id: statistic.id, version: statistic.version } : undefined;
    if (await save.run(async () => void (await saveStatistic(input, from))))
      onSaved(titleOf(input));
  });

  return (
    <ConsoleFormDialog
      title={statistic ? t('form.editTitle', { title: titleOf(statistic) }) : t('form.addTitle')}
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={styles.form}
    >
      <TypeField control={control} />
      <DateField control={control} />
      <TitleFields control={control} />
      <DescriptionFields control={control} />
      <PublishersField control={control} />
      <TreeChoices control={control} name="industries" nodes={trees.industries} />
      <TreeChoices control={control} name="geolocations" nodes={trees.geolocations} />
      <HsCodesField control={control} />
      <FlagFields control={control} />
      <ChartFields control={control} />
    </ConsoleFormDialog>
  );
}
