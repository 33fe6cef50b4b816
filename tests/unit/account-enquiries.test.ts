import { describe, expect, it } from 'vitest';

import { userEnquirySchema } from '@/features/enquiries/schemas';
import { toUserEnquiry } from '@/features/enquiries/server/list-user-enquiries';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const row = {
  id: 4,
  enq_type: 5,
  status: 50,
  date: '2026-03-02 10:11:12',
  updated_at: '2026-03-02 07:11:12.5+00',
};

describe('toUserEnquiry', () => {
  it('names the type and status in both languages and keeps the codes', () => {
    const enquiry = toUserEnquiry(row, 'en');
    expect(userEnquirySchema.parse(enquiry)).toEqual(enquiry);
    expect(enquiry).toEqual({
      id: 4,
      enq_type: 5,
      type_name: 'Trade Barrier Report',
      type_name_ara: ar.Enquiries.types['5'],
      type: { title: 'Trade Barrier Report' },
      date: '2026-03-02 10:11:12',
      updated_at: '2026-03-02 10:11:12',
      status: { iid: 50 },
      status_name: 'Rejected',
      status_name_ara: ar.Enquiries.status['50'],
      enq_status: 50,
    });
  });

  it('titles the type in the request language', () => {
    expect(toUserEnquiry(row, 'ar').type.title).toBe(ar.Enquiries.types['5']);
  });

  it.each([
    [1, 'Market Studies and General Enquiry'],
    [2, 'Business Matchmaking'],
    [3, 'Initial Export Readiness Assessment'],
    [6, 'Trade Support Institution Enquiry'],
    [7, 'Other Enquiries'],
  ])('type %i is %s', (enq_type, name) => {
    expect(toUserEnquiry({ ...row, enq_type }, 'en').type_name).toBe(name);
  });

  it.each([
    [10, 'New'],
    [20, 'Confirmed'],
    [30, 'Pending'],
    [40, 'Completed'],
    [60, 'Closed'],
    [70, 'Ongoing'],
  ])('status %i is %s', (status, name) => {
    expect(toUserEnquiry({ ...row, status }, 'en').status_name).toBe(name);
  });

  it('falls back for codes outside the lists', () => {
    const enquiry = toUserEnquiry({ ...row, enq_type: 99, status: 15 }, 'en');
    expect(enquiry).toMatchObject({
      type_name: en.Enquiries.unknownType,
      type_name_ara: ar.Enquiries.unknownType,
      status_name: en.Enquiries.unknownStatus,
      status_name_ara: ar.Enquiries.unknownStatus,
      enq_status: 15,
    });
  });
});
