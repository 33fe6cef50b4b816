'use client';

import { zodResolver } from '@hookform/resolvers/zod';

import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';

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
  return (
    <VersionedFormDialog
      namespace="StatisticsAdmin"
      record={statistic}
      resolver={zodResolver(statisticInputSchema)}
      defaultValues={valuesOf(statistic)}
      fieldOf={apiField}
      names={['title_eng', 'title_ara']}
      save={saveStatistic}
      titles={{ add: 'form.addTitle', edit: 'form.editTitle', param: 'title' }}
      className={styles.form}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
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
        </>
      )}
    </VersionedFormDialog>
  );
}
