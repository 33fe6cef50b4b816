import { describe, expect, it } from 'vitest';

import { changeRows, isInstant, recordPath, valueText } from '@/features/members/audit-values';
import { auditQueryOf, auditRangeIgnored, memberQueryOf } from '@/features/members/list-queries';
import { auditSearch, memberListSearch } from '@/features/members/list-urls';

describe('the lists in the address', () => {
  it('reads the members query, dropping what it cannot use', () => {
    expect(memberQueryOf({})).toEqual({ page: 1, page_size: 20, sort: '-created' });
    expect(
      memberQueryOf({
        q: 'Lina',
        vip: 'true',
        suspended: 'false',
        has_company: 'yes',
        page: ['3', '4'],
        sort: 'name',
      }),
    ).toEqual({ q: 'Lina', vip: true, suspended: false, page: 3, page_size: 20, sort: 'name' });
    expect(memberQueryOf({ page: '-2', page_size: '1000', sort: 'password' })).toEqual({
      page: 1,
      page_size: 20,
      sort: '-created',
    });
  });

  it('writes the members query without its defaults', () => {
    expect(memberListSearch({ page: 1, page_size: 20, sort: '-created' })).toBe('');
    expect(
      memberListSearch({ q: ' سلمى ', vip: false, page: 2, page_size: 50, sort: 'name' }),
    ).toBe('?q=%D8%B3%D9%84%D9%85%D9%89&vip=false&sort=name&page_size=50&page=2');
  });

  it('reads the audit query; an inverted range keeps its start', () => {
    expect(auditQueryOf({ entity_type: 'users', entity_id: '12', from: '2026-11-01' })).toEqual({
      entity_type: 'users',
      entity_id: '12',
      from: '2026-11-01',
      page: 1,
      page_size: 25,
    });
    expect(auditQueryOf({ from: '2026-11-02', to: '2026-11-01', page: 'x' })).toEqual({
      from: '2026-11-02',
      page: 1,
      page_size: 25,
    });
    expect(auditSearch({ entity_type: 'users', entity_id: '12', page: 1, page_size: 25 })).toBe(
      '?entity_type=users&entity_id=12',
    );
  });

  it('tells when the address asked for an end day before its start day', () => {
    const inverted = { from: '2026-11-02', to: '2026-11-01' };
    expect(auditRangeIgnored(inverted, auditQueryOf(inverted))).toBe(true);
    const range = { from: '2026-11-01', to: '2026-11-02' };
    expect(auditRangeIgnored(range, auditQueryOf(range))).toBe(false);
    const odd = { from: '2026-11-02', to: 'soon' };
    expect(auditRangeIgnored(odd, auditQueryOf(odd))).toBe(false);
    expect(auditRangeIgnored({}, auditQueryOf({}))).toBe(false);
  });
});

describe('audit values', () => {
  it('lists every field of before and after once, as text', () => {
    expect(changeRows({ is_vip: false }, { is_vip: true })).toEqual([
      { field: 'is_vip', before: 'false', after: 'true' },
    ]);
    expect(
      changeRows(
        { suspended_at: null },
        { suspended_at: '2026-11-21T09:00:00.000Z', reason: '<b>x</b>' },
      ),
    ).toEqual([
      { field: 'suspended_at', before: null, after: '2026-11-21T09:00:00.000Z' },
      { field: 'reason', before: null, after: '<b>x</b>' },
    ]);
    expect(changeRows(null, null)).toEqual([]);
    expect(valueText({ a: [1] })).toBe('{"a":[1]}');
    expect(valueText(false)).toBe('false');
    expect(isInstant('2026-11-21T09:00:00.000Z')).toBe(true);
    expect(isInstant('2026-11-21')).toBe(false);
    expect(isInstant('Forged 2026-11-21T09:00:00Z')).toBe(false);
  });

  it('links member and enquiry records to their console pages', () => {
    expect(recordPath('member.vip', 'users', '12')).toBe('/members/12');
    expect(recordPath('staff.role', 'users', '12')).toBeNull();
    expect(recordPath('enquiry.status', 'enquiries', '4')).toBe('/enquiries/4');
    expect(recordPath('company.approve', 'companies', '4')).toBeNull();
  });
});
