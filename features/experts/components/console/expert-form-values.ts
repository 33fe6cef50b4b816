import type { StaffExpert } from '../../schemas';

// The expert form's values (issue 14): every text in both languages, with its limit and direction.

export const EXPERT_TEXTS = [
  ['FULL_NAME', 120, 'ltr'],
  ['FULL_NAME_ARA', 120, 'rtl'],
  ['TITLE_ENG', 160, 'ltr'],
  ['TITLE_ARA', 160, 'rtl'],
  ['EXPERTISE_ENG', 400, 'ltr'],
  ['EXPERTISE_ARA', 400, 'rtl'],
  ['DESCRIPTION_ENG', 2000, 'ltr'],
  ['DESCRIPTION_ARA', 2000, 'rtl'],
] as const;

type TextName = (typeof EXPERT_TEXTS)[number][0];

export type ExpertFormFields = Record<TextName | 'email' | 'phone', string> & {
  sectors: number[];
  languages: string[];
};

/** The form's starting values: the expert's (never its version, sent apart), or empty. */
export const expertFieldsOf = (expert: StaffExpert | null): ExpertFormFields => ({
  FULL_NAME: expert?.FULL_NAME ?? '',
  FULL_NAME_ARA: expert?.FULL_NAME_ARA ?? '',
  TITLE_ENG: expert?.TITLE_ENG ?? '',
  TITLE_ARA: expert?.TITLE_ARA ?? '',
  EXPERTISE_ENG: expert?.EXPERTISE_ENG ?? '',
  EXPERTISE_ARA: expert?.EXPERTISE_ARA ?? '',
  DESCRIPTION_ENG: expert?.DESCRIPTION_ENG ?? '',
  DESCRIPTION_ARA: expert?.DESCRIPTION_ARA ?? '',
  email: expert?.email ?? '',
  phone: expert?.phone ?? '',
  sectors: expert?.sectors ?? [],
  languages: expert?.languages ?? [],
});

/** The form's fields, the API's names for them. */
export const EXPERT_FIELDS = Object.keys(expertFieldsOf(null));
