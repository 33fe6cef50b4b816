import { describe, expect, it } from 'vitest';

import {
  ENQUIRY_LIST_DEFAULTS,
  enquiryCsvHref,
  enquiryListSearch,
  enquiryListViewOf,
  type EnquiryListView,
} from '@/features/enquiries/staff-list-query';

const DEFAULT_VIEW: EnquiryListView = { ...ENQUIRY_LIST_DEFAULTS };

describe('the console enquiry list address', () => {
  it('reads filters, order and page from the query string', () => {
    expect(
      enquiryListViewOf({
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
      overdue: '1',
      q: 'زيت',
      sort: 'age',
      order: 'asc',
      page: 3,
      page_size: 50,
    });
  });

  it('drops what the API would refuse and keeps the rest', () => {
    expect(
      enquiryListViewOf({
        type: '4',
        status: ['20', '30'],
        owner: 'somebody',
        overdue: 'yes',
        sort: 'password',
        order: 'sideways',
        page: '-2',
        page_size: '7',
      }),
    ).toEqual({ ...DEFAULT_VIEW, status: '20' });
    expect(enquiryListViewOf({})).toEqual(DEFAULT_VIEW);
  });

  it('treats overdue=0 and the age filter as no filter (the page has no field for them)', () => {
    expect(enquiryListViewOf({ overdue: '0', age_min: '5' })).toEqual(DEFAULT_VIEW);
  });

  it('writes the defaults nowhere', () => {
    expect(enquiryListSearch(DEFAULT_VIEW)).toBe('');
    const view: EnquiryListView = {
      ...DEFAULT_VIEW,
      owner: 'none',
      overdue: '1',
      q: 'a&b',
      sort: 'member',
      page: 2,
    };
    expect(enquiryListSearch(view)).toBe('?owner=none&overdue=1&q=a%26b&sort=member&page=2');
    expect(enquiryListSearch({ ...DEFAULT_VIEW, order: 'asc', page_size: 100 })).toBe(
      '?order=asc&page_size=100',
    );
  });

  it('links the CSV export of the filtered list at the address the console has always used', () => {
    const view: EnquiryListView = {
      ...DEFAULT_VIEW,
      owner: 'none',
      overdue: '1',
      q: 'a&b',
      page: 2,
    };
    expect(enquiryCsvHref(view, 'ar')).toBe(
      '/api/staff/enquiries.csv?owner=none&overdue=1&q=a%26b&sort=created&order=desc&lang=ar',
    );
  });
});
