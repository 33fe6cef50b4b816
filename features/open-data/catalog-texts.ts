import { SUPPORT_EMAIL } from '@/lib/constants';
import { INDICATOR_DATASETS } from '@/lib/db/schema/market-indicators';

import type { CatalogTexts } from './data-catalog';
import { DATASET_KEYS } from './datasets';
import type { OpenDataTranslate } from './feed-texts';

// The catalogue's words from the OpenData messages (English: /data.json is one document).

export function catalogTextsOf(t: OpenDataTranslate): CatalogTexts {
  return {
    publisher: t('publisher'),
    contactName: t('contactName'),
    contactEmail: SUPPORT_EMAIL,
    datasets: Object.fromEntries(
      DATASET_KEYS.map((key) => [
        key,
        { title: t(`datasets.${key}.title`), description: t(`datasets.${key}.description`) },
      ]),
    ) as CatalogTexts['datasets'],
    sourced: Object.fromEntries(
      INDICATOR_DATASETS.map((key) => [
        key,
        { title: t(`sourced.${key}.title`), description: t(`sourced.${key}.description`) },
      ]),
    ) as CatalogTexts['sourced'],
    sourcedJsonTitle: t('sourcedJson'),
    jsonTitle: t('jsonDistribution'),
    feedTitle: { en: t('feedDistribution.en'), ar: t('feedDistribution.ar') },
  };
}
