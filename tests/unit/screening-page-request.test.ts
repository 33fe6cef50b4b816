import { describe, expect, it } from 'vitest';

import { screeningRequestOf } from '@/features/screening/screening-page-request';
import { LIST_VIEW_KEYS, listViewOf } from '@/lib/navigation/list-views';

// Issue 47: what the page /screening was asked, from its list view (the proxy's cleaning of the
// query first, as the page gets it).

const viewOf = (query: string) => listViewOf(new URLSearchParams(query), LIST_VIEW_KEYS.screening);

describe('the screening page’s request', () => {
  it('is the start page without a name (empty boxes of the GET form are absent)', () => {
    expect(screeningRequestOf(viewOf(''))).toMatchObject({ state: 'start' });
    expect(screeningRequestOf(viewOf('name=&country=&min_score='))).toMatchObject({
      state: 'start',
    });
  });

  it('screens a name with the default minimum, the country in capitals', () => {
    const request = screeningRequestOf(
      viewOf('name=%D8%B5%D8%AF%D8%A7%D9%85+%D8%AD%D8%B3%D9%8A%D9%86&country=iq&min_score='),
    );
    expect(request).toEqual({
      state: 'screen',
      values: { name: 'صدام حسين', country: 'IQ', min_score: undefined },
      query: { name: 'صدام حسين', country: 'IQ', minScore: 85 },
    });
    expect(screeningRequestOf(viewOf('name=Abu+Ali&min_score=70'))).toMatchObject({
      query: { name: 'Abu Ali', minScore: 70 },
    });
  });

  it('refuses a name longer than a view keeps (200, as the API) rather than screen its start', () => {
    const long = 'a'.repeat(201);
    expect(screeningRequestOf(viewOf(`name=${long}`))).toMatchObject({ state: 'tooLong' });
    expect(screeningRequestOf(viewOf(`name=${'a'.repeat(200)}`))).toMatchObject({
      state: 'screen',
    });
    expect(screeningRequestOf(viewOf(`name=${'a'.repeat(61)}`))).toMatchObject({
      state: 'screen',
    });
  });

  it('lists each field refused with the API’s rules', () => {
    const request = screeningRequestOf(
      viewOf('name=Saddam%E2%80%AEHussein&country=XX&min_score=101'),
    );
    expect(request).toMatchObject({
      state: 'invalid',
      errors: {
        name: 'Screening.errors.nameCharacters',
        country: 'Screening.errors.country',
        min_score: 'rules.invalid',
      },
    });
    expect(screeningRequestOf(viewOf('name=a'))).toMatchObject({
      state: 'invalid',
      errors: { name: 'Screening.errors.nameShort' },
    });
  });
});
