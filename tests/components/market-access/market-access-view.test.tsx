import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MarketAccessView } from '@/features/market-access/components/market-access-view';
import type { MarketAccessAgreement, MarketAccessAnswer } from '@/features/market-access/schemas';
import { renderServer } from '@/tests/setup/server-components';

import { agreement, answer, COUNTRIES, general, SOURCE, SUSPENDED } from './market-access-fixtures';

// The path's steps are async server components inside a plain one: rendered as an async one here,
// so the test's resolver renders them (React renders async components on the server only).
vi.mock('@/features/hs-codes/components/hs-trail', async (original) => {
  const { HsTrail } = await original<typeof import('@/features/hs-codes/components/hs-trail')>();
  return { HsTrail: async (props: Parameters<typeof HsTrail>[0]) => HsTrail(props) };
});

// Issue 37, part 3: the market-access page of a product and a partner. Each agreement is a card
// with its legal status (a suspended one says no preference applies), its duties and its rule of
// origin, each figure with its source and date; a figure nobody entered says "not available, ask
// the agency" with the consultation button; the partner's tariff being away is a note, not an
// error; the form to change the code and the partner is a plain GET form.

const renderView = (
  access: MarketAccessAnswer,
  locale: 'en' | 'ar' = 'en',
  tariffUnavailable = false,
) =>
  renderServer(
    <MarketAccessView
      access={access}
      countries={COUNTRIES}
      locale={locale}
      tariffUnavailable={tariffUnavailable}
    />,
    locale,
  );

const card = (id: number) =>
  screen.getAllByTestId('access-card').find((item) => item.dataset.agreement === String(id))!;

describe('the market-access page', () => {
  it('shows the product with its path, the partner and a card per agreement', async () => {
    await renderView(answer([agreement(), SUSPENDED]));
    expect(screen.getByTestId('market-access-product')).toHaveTextContent('15.09');
    expect(screen.getByTestId('market-access-product')).toHaveTextContent('Olive oil');
    expect(screen.getByTestId('hs-trail').querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /See 15\.09 in the HS finder/ })).toHaveAttribute(
      'href',
      '/hs-finder/browse/1509',
    );
    expect(screen.getByTestId('market-access-partner')).toHaveTextContent(
      'United States of America',
    );
    expect(
      screen.getByRole('link', { name: /agreements with United States of America on the map/ }),
    ).toHaveAttribute('href', '/fta-country-agreement/1');
    expect(screen.getAllByTestId('access-card')).toHaveLength(2);
  });

  it('writes each figure with its source and date, and the general rule in words', async () => {
    await renderView(answer([agreement()]));
    const us = card(2);
    expect(within(us).getByTestId('legal-status')).toHaveTextContent('In force');
    const duty = within(us).getByTestId('preferential-duty');
    expect(duty).toHaveTextContent('Free (0 %)');
    expect(within(duty).getByRole('link', { name: /US tariff/ })).toHaveAttribute(
      'href',
      SOURCE.url,
    );
    expect(duty).toHaveTextContent('Jan 1, 2010');
    const rule = within(us).getByTestId('general-rule');
    expect(rule).toHaveTextContent('At least 35% regional value content');
    expect(rule).toHaveTextContent('a new or different article of commerce');
    expect(rule).toHaveTextContent('No certificate: the importer claims the preference');
    expect(rule).toHaveTextContent('Oct 24, 2000');
  });

  it('says "not available, ask the agency" for a figure nobody entered, with the consultation button', async () => {
    await renderView(
      answer([agreement({ rule_of_origin: { kind: 'general', ...general({ proofs: null }) } })]),
    );
    const us = card(2);
    // The MFN (no tariff provider) and the proofs of origin.
    expect(within(us).getAllByTestId('not-available')).toHaveLength(2);
    expect(within(us).getByTestId('mfn-duty')).toHaveTextContent('Not available: ask the agency.');
    expect(within(us).getByRole('button', { name: 'Ask the agency' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('shows a suspended agreement as suspended, with its dated source and no preference', async () => {
    await renderView(answer([SUSPENDED]));
    const turkey = card(7);
    expect(turkey).toHaveAttribute('data-status', 'suspended');
    expect(within(turkey).getByTestId('legal-status')).toHaveTextContent('Suspended');
    expect(turkey).toHaveTextContent('Suspended by Jordan in 2018.');
    expect(turkey).toHaveTextContent('Apr 10, 2018');
    expect(turkey).toHaveTextContent('The agreement is suspended: no preference applies');
    expect(within(turkey).queryByTestId('preferential-duty')).toBeNull();
    expect(within(turkey).queryByTestId('ask-agency')).toBeNull();
  });

  it('shows the heading’s specific rule where one was entered, a sample marked as such', async () => {
    await renderView(
      answer([
        agreement({
          rule_of_origin: {
            kind: 'specific',
            code: '1509',
            text_en: 'Wholly obtained olives.',
            text_ar: '',
            sample: true,
            source: SOURCE,
          },
        }),
      ]),
    );
    const rule = within(card(2)).getByTestId('specific-rule');
    expect(rule).toHaveTextContent('The rule for 15.09');
    expect(rule).toHaveTextContent('Sample figure');
    expect(rule).toHaveTextContent('Wholly obtained olives.');
  });

  it('shows the partner’s tariff with the line read and the day, or a note when it is away', async () => {
    const tariff = {
      code: '1509200010',
      mfn: { text: '0.00 %', measure: 'Third country duty' },
      preferential: { text: '0.00 %', measure: 'Tariff preference', agreement: 'Jordan' },
      source: {
        name_en: 'UK Trade Tariff (GOV.UK)',
        name_ar: 'التعرفة',
        url: 'https://example.org/uk',
      },
      retrieved_at: '2026-11-21T09:00:00.000Z',
    };
    const { unmount } = await renderView(answer([agreement({ tariff })]));
    const mfn = within(card(2)).getByTestId('tariff-mfn');
    expect(mfn).toHaveTextContent('0.00 %');
    expect(mfn).toHaveTextContent('1509200010');
    expect(mfn).toHaveTextContent('Nov 21, 2026');
    expect(within(card(2)).getByTestId('tariff-preferential')).toHaveTextContent(
      'Tariff preference: Jordan',
    );
    expect(screen.queryByTestId('tariff-unavailable')).toBeNull();
    unmount();

    await renderView(answer([agreement()]), 'en', true);
    expect(screen.getByTestId('tariff-unavailable')).toHaveTextContent(
      'tariff could not be read just now',
    );
    expect(within(card(2)).getByTestId('mfn-duty')).toHaveTextContent('try again in a few minutes');
  });

  it('says so when no agreement covers the partner, and offers the agency', async () => {
    await renderView(answer([]));
    expect(screen.getByTestId('no-agreement')).toHaveTextContent(
      'no trade agreement between Jordan and United States of America',
    );
    expect(screen.getByRole('button', { name: 'Ask the agency' })).toBeInTheDocument();
  });

  it('offers a GET form to change the code and the partner, partners first', async () => {
    await renderView(answer([agreement()]));
    const form = screen.getByTestId('market-access-form');
    expect(form).toHaveAttribute('action', '/market-access');
    expect(form).toHaveAttribute('method', 'get');
    const country = within(form).getByLabelText(/Partner country/) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(country.name).toBe('country');
    const groups = within(country).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Partners of Jordan’s agreements',
      'Other countries',
    ]);
    // The HS finder's combobox once its code has loaded, sending the code as `hs`.
    const code = await within(form).findByRole('combobox', { name: /HS code/ });
    expect(code).toHaveAttribute('name', 'hs');
    expect(code).toHaveValue('1509');
  });

  it('writes Arabic pages in Arabic-Indic digits, codes kept Latin', async () => {
    await renderView(answer([agreement()]), 'ar');
    const us = card(2);
    expect(within(us).getByTestId('legal-status')).toHaveTextContent('سارية');
    expect(within(us).getByTestId('general-rule')).toHaveTextContent('٣٥٪');
    expect(within(us).getByTestId('preferential-duty')).toHaveTextContent('معفاة (٠٪)');
    expect(within(us).getByTestId('preferential-duty')).toHaveTextContent('٢٠١٠');
    expect(
      screen.getByTestId('market-access-product').querySelector('[data-latin]'),
    ).toHaveTextContent('15.09');
  });

  it('isolates a Latin citation in an Arabic rule, its number before its letters (issue 45)', async () => {
    const notes_ar =
      'وعليه أن يكون مستعداً لتقديم إقرار يبيّن استيفاء السلعة للقاعدة (19 CFR 10.704).';
    const rule = {
      kind: 'general' as const,
      ...general({ notes_en: 'See 19 CFR 10.704.', notes_ar }),
    };
    await renderView(answer([agreement({ rule_of_origin: rule })]), 'ar');
    const citation = within(card(2)).getByText('19 CFR 10.704');
    // Unisolated, the Arabic around it drew it "CFR 10.704 19".
    expect(citation.tagName).toBe('BDI');
    expect(citation).toHaveAttribute('dir', 'ltr');
    expect(citation.parentElement).toHaveTextContent(notes_ar);
  });

  it('shows an agreement-wide fact: its kind, scope in words, since, the tariff to look it up in (issue 46)', async () => {
    const fact: MarketAccessAgreement['preferential_duty'] = {
      code: '0702',
      text_en: 'Depends on the product: look it up in TARIC.',
      text_ar: 'يتوقف على المنتج: ابحث عنه في TARIC.',
      sample: false,
      source: SOURCE,
      basis: 'agreement_scope',
      kind: 'depends',
      scope: { kind: 'chapters', from: '01', to: '24', except: ['0409'], partners: [] },
      since: '2002-05-01',
      tariff: { name: 'EU TARIC', url: 'https://example.org/taric' },
    };
    for (const locale of ['en', 'ar'] as const) {
      const view = await renderView(answer([agreement({ preferential_duty: fact })]), locale);
      const shown = within(card(2)).getByTestId('duty-fact');
      expect(shown).toHaveAttribute('data-kind', 'depends');
      expect(within(shown).getByTestId('duty-fact-scope')).toHaveTextContent(
        locale === 'en'
          ? 'Covers chapters 01 to 24, except 0409 (for every partner of the agreement).'
          : 'يشمل الفصول من 01 إلى 24، عدا 0409 (لجميع الشركاء في الاتفاقية).',
      );
      expect(within(shown).getByRole('link', { name: /EU TARIC/ })).toHaveAttribute(
        'href',
        'https://example.org/taric',
      );
      expect(shown).toHaveTextContent(locale === 'en' ? 'Since May 1, 2002' : '٢٠٠٢');
      expect(within(card(2)).queryByTestId('entered-duty')).toBeNull();
      view.unmount();
    }
  });
});
