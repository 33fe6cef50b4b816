import { describe, expect, it } from 'vitest';

import { detailFields, groupAnswers, questionOf } from '@/features/enquiries/detail-fields';

const labels = {
  industry: { name_eng: 'Food industries', name_ara: 'الصناعات الغذائية' },
  country: { name_eng: 'Germany', name_ara: '' },
};

describe('detailFields', () => {
  const data = {
    enq_type: 2,
    description: 'Looking for buyers',
    name: 'Lina',
    agreements: true,
    industry: 4,
    country: 81,
    type_of_client: 3,
    email: 'lina@example.jo',
    date: '2026-03-02 10:11:12',
    internal_note: 'not a form field',
  };

  it('lists the fields in the form order with their label keys and lookup names', () => {
    expect(detailFields(data, labels, 'en')).toEqual([
      { field: 'name', label: 'name', value: { kind: 'text', text: 'Lina' } },
      { field: 'email', label: 'email', value: { kind: 'text', text: 'lina@example.jo' } },
      { field: 'industry', label: 'industry', value: { kind: 'text', text: 'Food industries' } },
      { field: 'country', label: 'country', value: { kind: 'text', text: 'Germany' } },
      { field: 'type_of_client', label: 'type_of_client', value: { kind: 'text', text: '3' } },
      {
        field: 'description',
        label: 'description',
        value: { kind: 'text', text: 'Looking for buyers' },
      },
      { field: 'agreements', label: 'agreements', value: { kind: 'yes' } },
    ]);
  });

  it('names lookups in Arabic, falling back to English', () => {
    const fields = detailFields(data, labels, 'ar');
    expect(fields.find((f) => f.field === 'industry')?.value).toEqual({
      kind: 'text',
      text: 'الصناعات الغذائية',
    });
    expect(fields.find((f) => f.field === 'country')?.value).toEqual({
      kind: 'text',
      text: 'Germany',
    });
  });

  it('labels the trade barrier phone and country as that form does and skips empty fields', () => {
    const fields = detailFields(
      { enq_type: 5, phone: '065000000', phone2: '0791234567', country: 81, contact_email: '' },
      labels,
      'en',
    );
    expect(fields.map((f) => [f.field, f.label])).toEqual([
      ['phone', 'city_phone'],
      ['phone2', 'phone2'],
      ['country', 'barrier_country'],
    ]);
  });

  it('shows an agreement that is not true as no', () => {
    expect(detailFields({ enq_type: 7, agreements: false }, {}, 'en')).toEqual([
      { field: 'agreements', label: 'agreements', value: { kind: 'no' } },
    ]);
  });
});

describe('groupAnswers', () => {
  const answers = [
    { enq_question: 1, points: 4, section_eng: 'Management', section_ara: 'الإدارة' },
    { enq_question: 2, points: 2, section_eng: 'Production', section_ara: '' },
    { enq_question: 3, points: 5, section_eng: 'Management', section_ara: 'الإدارة' },
  ];

  it('groups by section in the order given and sums the points', () => {
    const groups = groupAnswers(answers, 'en');
    expect(groups.map((g) => [g.section, g.answers.map((a) => a.enq_question), g.sum])).toEqual([
      ['Management', [1, 3], 9],
      ['Production', [2], 2],
    ]);
  });

  it('names the sections in Arabic with the English fallback', () => {
    expect(groupAnswers(answers, 'ar').map((g) => g.section)).toEqual(['الإدارة', 'Production']);
  });

  it('reads the question in the page language when the answer carries it', () => {
    const answer = { enq_question: 1, points: 3, question_eng: 'Do you?', question_ara: 'هل؟' };
    expect(questionOf(answer, 'ar')).toBe('هل؟');
    expect(questionOf({ enq_question: 1, points: 3 }, 'en')).toBe('');
  });
});
