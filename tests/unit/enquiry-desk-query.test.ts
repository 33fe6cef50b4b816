import { describe, expect, it } from 'vitest';

import {
  apiParams,
  csvHref,
  DEFAULT_DESK_QUERY,
  deskHref,
  parseDeskQuery,
} from '@/features/enquiry-desk/desk-query';

describe('the enquiry grid address', () => {
  it('reads filters, sort and page from the query string', () => {
    expect(
      parseDeskQuery({
        type: '2',
        status: 'open',
        owner: 'me',
        overdue: '1',
        q: ' زيت ',
        sort: 'age',
        order: 'asc',
        page: '3',
        page_size: '50',
      }),
    ).toEqual({
      type: '2',
      status: 'open',
      owner: 'me',
      overdue: true,
      q: 'زيت',
      sort: 'age',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
  });

  it('drops what the API would refuse and keeps the rest', () => {
    expect(
      parseDeskQuery({
        type: '4',
        status: ['20', '30'],
        owner: 'somebody',
        overdue: 'yes',
        sort: 'password',
        order: 'sideways',
        page: '-2',
        page_size: '7',
      }),
    ).toEqual({ ...DEFAULT_DESK_QUERY, status: '20' });
    expect(parseDeskQuery({})).toEqual(DEFAULT_DESK_QUERY);
  });

  it('writes the defaults nowhere, and the CSV link carries the filters and sort', () => {
    expect(deskHref('/admin/enquiries', DEFAULT_DESK_QUERY)).toBe('/admin/enquiries');
    const query = { ...DEFAULT_DESK_QUERY, owner: 'none', overdue: true, q: 'a&b', page: 2 };
    expect(deskHref('/ar/admin/enquiries', query)).toBe(
      '/ar/admin/enquiries?owner=none&overdue=1&q=a%26b&page=2',
    );
    expect(csvHref(query, 'ar')).toBe(
      '/api/staff/enquiries.csv?owner=none&overdue=1&q=a%26b&sort=created&order=desc&lang=ar',
    );
    expect(apiParams(query).toString()).toBe(
      'owner=none&overdue=1&q=a%26b&sort=created&order=desc&page=2&page_size=25',
    );
  });
});
