'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { useOfferingSectors } from '../../api/use-offering-sectors';
import type { OfferingFormValues } from '../../offering-payload';
import type { OfferingKind } from '../../offering-schemas';

import { OptionSelect } from './option-select';

type Props = { kind: OfferingKind; form: UseFormReturn<OfferingFormValues> };

// part 3 "Add product and add service": the subsector choices follow the sector, and changing the
// sector clears the subsector (§4 "Sector change").
export function SectorFields({ kind, form }: Props) {
  const t = useTranslations('Offerings');
  const { control, setValue } = form;
  const sector = useWatch({ control, name: 'industry' });
  const { sectorOptions, subsectorOptions } = useOfferingSectors(kind, sector);
  return (
    <>
      <OptionSelect
        control={control}
        name="industry"
        label={t('fields.industry')}
        options={sectorOptions}
        placeholder={t('choose')}
        onValueChange={() => setValue('sub_ind', '', { shouldDirty: true })}
      />
      <OptionSelect
        control={control}
        name="sub_ind"
        label={t('fields.sub_ind')}
        options={subsectorOptions}
        placeholder={t('choose')}
        disabled={sector === ''}
        hint={sector === '' ? t('hints.chooseSectorFirst') : undefined}
      />
    </>
  );
}
