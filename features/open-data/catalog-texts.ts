import { SUPPORT_EMAIL } from '@/lib/constants';

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
    jsonTitle: t('jsonDistribution'),
    feedTitle: { en: t('feedDistribution.en'), ar: t('feedDistribution.ar') },
  };
}
