import { describe, expect, it } from 'vitest';

import { queuePath, reviewPath } from '@/features/approvals/queue-paths';
import {
  changedFields,
  COMPANY_FIELDS,
  PRODUCT_FIELDS,
  sameValue,
  SERVICE_FIELDS,
} from '@/features/approvals/review-fields';
import { queueQuerySchema } from '@/features/approvals/schemas';
import {
  isWaiting,
  publicVersion,
  statusAfterMemberEdit,
} from '@/features/companies/review-status';
import { lenientQuery } from '@/lib/navigation/list-query';

describe('the review of a change (issue 13)', () => {
  const approved = {
    name_eng: 'Olive oil',
    industry: 3,
    image: 'products/1/a.webp',
    certificate_image: null,
  };

  it('finds the fields whose submitted value differs, files included', () => {
    const submitted = { ...approved, name_eng: 'Olive oil 1 L', image: 'products/1/b.webp' };
    expect(changedFields(PRODUCT_FIELDS, approved, submitted)).toEqual(['name_eng', 'image']);
  });

  it('takes a field the approved version does not carry as unchanged', () => {
    expect(
      changedFields(PRODUCT_FIELDS, { name_eng: 'A' }, { name_eng: 'A', hs_code: '1509' }),
    ).toEqual([]);
  });

  it('compares lists in order, certificates by title and file, and no value as null', () => {
    expect(sameValue([682, 784], [682, 784])).toBe(true);
    expect(sameValue([682, 784], [784, 682])).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue('', null)).toBe(false);
    expect(
      sameValue(
        [{ id: 4, title: 'ISO', file: 'c/1.pdf', sort_order: 0 }],
        [{ title: 'ISO', file: 'c/1.pdf' }],
      ),
    ).toBe(true);
    expect(
      sameValue([{ title: 'ISO', file: 'c/1.pdf' }], [{ title: 'ISO 9001', file: 'c/1.pdf' }]),
    ).toBe(false);
  });

  it('reviews every public field of each type once', () => {
    for (const fields of [COMPANY_FIELDS, PRODUCT_FIELDS, SERVICE_FIELDS]) {
      const names = fields.map((spec) => spec.field);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(COMPANY_FIELDS.map((spec) => spec.field)).toContain('certificates');
    expect(SERVICE_FIELDS.map((spec) => spec.field)).not.toContain('gs1_code');
  });
});

describe('what the public sees of a record', () => {
  const row = { id: 1, name_eng: 'New name', status: 40, status_note: null };
  it('is the approved version while a change waits or after it was refused', () => {
    const approved = { id: 1, name_eng: 'Old name' };
    expect(publicVersion({ ...row, approved })).toMatchObject({ name_eng: 'Old name' });
    expect(publicVersion({ ...row, status: 30, approved })).toMatchObject({ name_eng: 'Old name' });
    expect(publicVersion({ ...row, status: 30, approved })).not.toHaveProperty('status');
  });

  it('is the record once approved, and nothing for a record never approved', () => {
    expect(publicVersion({ ...row, status: 20, approved: null })).toMatchObject({
      name_eng: 'New name',
    });
    expect(publicVersion({ ...row, status: 10, approved: null })).toBeNull();
    expect(publicVersion({ ...row, status: 30, approved: null })).toBeNull();
  });

  it('sends a refused change back as a change, a refused new record back in process', () => {
    expect(statusAfterMemberEdit(30, { name_eng: 'Old' })).toBe(40);
    expect(statusAfterMemberEdit(30, null)).toBe(10);
    expect(statusAfterMemberEdit(20)).toBe(40);
    expect(statusAfterMemberEdit(10, { name_eng: 'Old' })).toBe(10);
    expect([10, 40].map(isWaiting)).toEqual([true, true]);
    expect([20, 30].map(isWaiting)).toEqual([false, false]);
  });
});

describe('the queue address', () => {
  const read = (params: Record<string, string | string[]>) =>
    lenientQuery(queueQuerySchema, params);

  it('reads the filters leniently: first values, newest first, unknown ones dropped', () => {
    expect(read({})).toEqual({ type: 'company', order: 'newest', page: 1 });
    expect(
      read({
        type: ['service', 'product'],
        kind: 'changed',
        q: '  زيت ',
        order: 'oldest',
        page: '3',
      }),
    ).toEqual({ type: 'service', kind: 'changed', q: 'زيت', order: 'oldest', page: 3 });
    expect(read({ type: 'member', kind: 'old', order: 'random', page: '-2' })).toEqual({
      type: 'company',
      order: 'newest',
      page: 1,
    });
    expect(read({ page: '1.5' }).page).toBe(1);
    expect(read({ q: 'x'.repeat(300) }).q).toBeUndefined();
  });

  it('writes the queue and review paths, the tab always and the defaults never', () => {
    expect(queuePath()).toBe('/approvals');
    expect(queuePath({ type: 'company', order: 'newest', page: 1 })).toBe(
      '/approvals?type=company',
    );
    expect(queuePath({ type: 'product', kind: 'new', q: ' زيت ', order: 'oldest', page: 2 })).toBe(
      `/approvals?type=product&kind=new&q=${encodeURIComponent('زيت')}&order=oldest&page=2`,
    );
    expect(reviewPath('service', 4)).toBe('/approvals/service/4');
  });
});
