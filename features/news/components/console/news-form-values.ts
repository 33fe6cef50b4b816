import type { NewsFields, NewsItem } from '../../schemas';

/** The form's fields, as the API names them (its field errors land on them). */
export const NEWS_FORM_FIELDS = [
  'DESCRIPTION_ENG',
  'DESCRIPTION_ARA',
  'TARIFF_ENG',
  'TARIFF_ARA',
  'image',
  'news_date',
  'status',
  'meta_description_en',
  'meta_description_ar',
] as const satisfies readonly (keyof NewsFields)[];

/** The form's starting values: the item edited, or a new draft dated today. */
export function newsValuesOf(item: NewsItem | null, today: string): NewsFields {
  if (!item) {
    return {
      DESCRIPTION_ENG: '',
      DESCRIPTION_ARA: '',
      TARIFF_ENG: '',
      TARIFF_ARA: '',
      image: '',
      news_date: today,
      status: 0,
      meta_description_en: '',
      meta_description_ar: '',
    };
  }
  return {
    DESCRIPTION_ENG: item.DESCRIPTION_ENG,
    DESCRIPTION_ARA: item.DESCRIPTION_ARA,
    TARIFF_ENG: item.TARIFF_ENG,
    TARIFF_ARA: item.TARIFF_ARA,
    image: item.image,
    news_date: item.news_date,
    status: item.status === 1 ? 1 : 0,
    meta_description_en: item.meta_description_en,
    meta_description_ar: item.meta_description_ar,
  };
}
