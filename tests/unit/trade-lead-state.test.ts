import { describe, expect, it } from 'vitest';

import {
  isLeadClosed,
  isPublicLead,
  leadStateOf,
  takesInterest,
} from '@/features/trade-leads/lead-state';
import { ammanDay } from '@/lib/time/amman-day';

// Issue 39: a lead is public once published (closed too); it reads closed when staff closed it or
// its deadline, an Amman day, is before today's Amman day.

describe('the trade lead state rule', () => {
  it('shows the public published and closed leads, never a draft', () => {
    expect(isPublicLead({ status: 'published' })).toBe(true);
    expect(isPublicLead({ status: 'closed' })).toBe(true);
    expect(isPublicLead({ status: 'draft' })).toBe(false);
  });

  it('keeps a lead open through its deadline day and closes it the day after', () => {
    const lead = { status: 'published' as const, deadline: '2026-11-21' };
    expect(leadStateOf(lead, '2026-11-20')).toBe('open');
    expect(leadStateOf(lead, '2026-11-21')).toBe('open');
    expect(leadStateOf(lead, '2026-11-22')).toBe('closed');
    expect(takesInterest(lead, '2026-11-21')).toBe(true);
    expect(takesInterest(lead, '2026-11-22')).toBe(false);
  });

  it('reads a lead staff closed as closed whatever its deadline, and takes no interest in a draft', () => {
    expect(isLeadClosed({ status: 'closed', deadline: '2030-01-01' }, '2026-11-21')).toBe(true);
    expect(takesInterest({ status: 'draft', deadline: '2030-01-01' }, '2026-11-21')).toBe(false);
  });

  it('counts the deadline in Amman: 22:30 UTC on the 21st is already the 22nd there', () => {
    const lead = { status: 'published' as const, deadline: '2026-11-21' };
    expect(leadStateOf(lead, ammanDay(new Date('2026-11-21T20:59:00Z')))).toBe('open');
    expect(leadStateOf(lead, ammanDay(new Date('2026-11-21T22:30:00Z')))).toBe('closed');
  });
});
