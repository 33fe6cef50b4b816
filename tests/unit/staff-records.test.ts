import { describe, expect, it } from 'vitest';

import {
  formFieldOf,
  formValuesOf,
  recordBody,
  type RecordField,
} from '@/components/console/records/record-fields';
import { inShownOrder, moveInOrder } from '@/lib/api/record-order';
import { isContentLink } from '@/lib/validation/content-fields';

// Issue 29: the generic pieces of the content records: the order of a list, the link rule, and
// the console form's values and multipart body (lib/api/staff-record-routes.ts reads it).

describe('moveInOrder', () => {
  const rows = [
    { id: 3, sort: 2 },
    { id: 1, sort: 1 },
    { id: 2, sort: 2 },
    { id: 4, sort: 9 },
  ];

  it('shows a list by sort, then id', () => {
    expect(inShownOrder(rows).map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });

  it('moves a record up and numbers the list 1…n, naming only the changed records', () => {
    expect(moveInOrder(rows, 3, 'up')).toEqual([
      { id: 2, from: 2, to: 3 },
      { id: 4, from: 9, to: 4 },
    ]);
  });

  it('moves a record down', () => {
    expect(moveInOrder(rows, 1, 'down')).toEqual([
      { id: 2, from: 2, to: 1 },
      { id: 1, from: 1, to: 2 },
      { id: 3, from: 2, to: 3 },
      { id: 4, from: 9, to: 4 },
    ]);
  });

  it('changes nothing at the ends, and knows no stranger', () => {
    expect(moveInOrder(rows, 1, 'up')).toEqual([]);
    expect(moveInOrder(rows, 4, 'down')).toEqual([]);
    expect(moveInOrder(rows, 99, 'up')).toBeNull();
  });
});

describe('isContentLink', () => {
  it('takes a site path (Arabic too) or an https address', () => {
    for (const link of [
      '/pages/120-export-guide',
      '/ar/pages/120-دليل-التصدير',
      'https://x.example/a?b=1',
    ]) {
      expect(isContentLink(link), link).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const link of [
      'javascript:alert(1)',
      'http://x.example',
      '//evil.example',
      'pages/120',
      'https://',
      '/a b',
      'data:text/html,x',
      '',
    ]) {
      expect(isContentLink(link), link).toBe(false);
    }
  });
});

describe('the record form', () => {
  const fields: RecordField[] = [
    { kind: 'image', name: 'image', label: 'Picture', required: true },
    { kind: 'textPair', english: 'title_eng', arabic: 'title_ara', label: 'Title' },
    { kind: 'switch', name: 'status', label: 'Shown' },
    { kind: 'switch', name: 'is_hide_button', label: 'Hide', initial: 0 },
    { kind: 'select', name: 'button_type_id', label: 'Type', options: [{ value: 1, label: 'A' }] },
  ];

  it('starts a new record empty, shown, with its first choice', () => {
    expect(formValuesOf(fields, null)).toEqual({
      image: null,
      title_eng: '',
      title_ara: '',
      status: 1,
      is_hide_button: 0,
      button_type_id: 1,
    });
  });

  it('starts an edit from the record, its files not chosen', () => {
    const record = {
      image: '/a.webp',
      title_eng: 'A',
      title_ara: 'أ',
      status: 0,
      is_hide_button: 1,
      button_type_id: 1,
    };
    expect(formValuesOf(fields, record)).toMatchObject({ image: null, title_ara: 'أ', status: 0 });
  });

  it('sends the fields and version as data and the chosen files as parts', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const values = {
      image: file,
      title_eng: 'A',
      title_ara: 'أ',
      status: 1,
      is_hide_button: 0,
      button_type_id: 1,
    };
    const body = recordBody(fields, values, { version: 4, removed: ['image'] });
    expect(JSON.parse(body.get('data') as string)).toEqual({
      title_eng: 'A',
      title_ara: 'أ',
      status: 1,
      is_hide_button: 0,
      button_type_id: 1,
      version: 4,
    });
    expect(body.get('image')).toBeInstanceOf(File);
    expect(body.get('remove_image')).toBe('1');
  });

  it('places an API problem on the field of that column', () => {
    expect(formFieldOf(fields)('title_ara')).toBe('title_ara');
    expect(formFieldOf(fields)('version')).toBeUndefined();
  });
});
