import { describe, expect, it } from 'vitest';

import { alertMeHref } from '@/lib/navigation/alert-me';

// Issue 45: "Alert me about this" carries a list's filters to the alerts page.
describe('alertMeHref', () => {
  it('carries the chosen filters, lists repeated, in the alerts page’s order', () => {
    expect(alertMeHref({ type: 'trade_leads', chapter: '15', country: [682, 276] })).toBe(
      '/alerts?type=trade_leads&country=682&country=276&chapter=15',
    );
  });

  it('leaves out empty filters and the 0 a list keeps for a refused id', () => {
    expect(alertMeHref({ type: 'events', country: 0, industry: undefined, chapter: ' ' })).toBe(
      '/alerts?type=events',
    );
  });
});
