'use client';

import { useTranslations } from 'next-intl';

import type { RecordForm } from '@/components/console/records/record-controls';
import type { RecordField } from '@/components/console/records/record-fields';

import {
  BECOME_MEMBER_TEXTS,
  becomeMemberInputSchema,
  blockInputSchema,
  GOAL_NUMBERS,
  goalsInputSchema,
  partnerInputSchema,
  slideInputSchema,
} from '../../home-content-schemas';

const pair = (
  kind: 'textPair' | 'textareaPair',
  name: string,
  label: string,
  max: number,
): RecordField => ({ kind, english: `${name}_eng`, arabic: `${name}_ara`, label, max });

/** The Arabic labels name a goal by its ordinal word (no digits in the Arabic catalogue). */
const ORDINALS = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth' } as const;

/** The home page's forms (issue 29): each kind of record's route, fields and rules. */
export function useHomeForms() {
  const t = useTranslations('HomeContentAdmin.form');
  const shown: RecordField = { kind: 'switch', name: 'status', label: t('shown'), initial: 1 };
  const slide: RecordForm = {
    path: '/staff/home-slides',
    schema: slideInputSchema,
    fields: [
      { kind: 'image', name: 'image', label: t('image'), required: true, hint: t('imageHint') },
      pair('textPair', 'heading', t('heading'), 120),
      pair('textPair', 'title', t('title'), 200),
      pair('textareaPair', 'description', t('description'), 1000),
      { kind: 'switch', name: 'is_hide_button', label: t('hideButton'), initial: 0 },
      {
        kind: 'select',
        name: 'button_type_id',
        label: t('buttonType'),
        options: [
          { value: 1, label: t('buttonTypes.enquiry') },
          { value: 2, label: t('buttonTypes.link') },
        ],
      },
      { ...pair('textPair', 'btn_text', t('buttonText'), 60), required: false },
      {
        kind: 'linkPair',
        english: 'btn_link',
        arabic: 'btn_link_ara',
        label: t('buttonLink'),
        required: false,
        hint: t('linkHint'),
      },
      shown,
    ],
  };
  const tile: RecordForm = {
    path: '/staff/home-tiles',
    schema: blockInputSchema,
    fields: [
      { kind: 'image', name: 'icon', label: t('icon'), required: true, hint: t('imageHint') },
      pair('textPair', 'title', t('title'), 200),
      pair('textareaPair', 'description', t('description'), 1000),
      {
        kind: 'linkPair',
        english: 'link',
        arabic: 'link_ara',
        label: t('link'),
        hint: t('linkHint'),
      },
      shown,
    ],
  };
  const partners: RecordForm = {
    path: '/staff/partners',
    schema: partnerInputSchema,
    fields: [
      { kind: 'image', name: 'image', label: t('image'), hint: t('imageHint') },
      pair('textareaPair', 'custom_text', t('partnersText'), 2000),
      shown,
    ],
  };
  const goals: RecordForm = {
    path: '/staff/home-goals',
    schema: goalsInputSchema,
    fields: [
      pair('textPair', 'title', t('goalsTitle'), 200),
      ...GOAL_NUMBERS.flatMap((goal) => [
        pair(
          'textPair',
          `goal_${goal}_title`,
          t('goalTitle', { goal, ordinal: ORDINALS[goal] }),
          200,
        ),
        pair(
          'textareaPair',
          `goal_${goal}_text`,
          t('goalText', { goal, ordinal: ORDINALS[goal] }),
          1000,
        ),
      ]),
    ],
  };
  const member: RecordForm = {
    path: '/staff/become-a-member',
    schema: becomeMemberInputSchema,
    fields: [
      { kind: 'image', name: 'image', label: t('image'), hint: t('imageHint') },
      ...BECOME_MEMBER_TEXTS.map((name) =>
        pair(
          name === 'left_col_content' ? 'textareaPair' : 'textPair',
          name,
          t(`member.${name}`),
          name === 'left_col_content' ? 2000 : 200,
        ),
      ),
    ],
  };
  return { slide, tile, partners, goals, member };
}
