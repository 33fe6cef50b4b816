import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { CumulationChoices } from '@/features/market-access/components/cumulation-choices';
import { DutyFactView } from '@/features/market-access/components/duty-fact-view';
import { AssessmentForm } from '@/features/market-access/components/origin-assessment-form';
import { ProductRuleView } from '@/features/market-access/components/product-rule-view';
import { cumulationGroups } from '@/features/market-access/cumulation-blocs';
import type { ProductSpecificRule } from '@/features/market-access/product-rule-schemas';
import type { EnteredDuty } from '@/features/market-access/schemas';
import { renderServer } from '@/tests/setup/server-components';

import { agreement } from './market-access-fixtures';

vi.mock('next-intl/server', () => import('@/tests/setup/next-intl-server'));
vi.mock('@/features/market-access/server/cached', () => ({
  getCachedUkGuidance: async () => [
    { path: 'proofs/eur-med.md', text_en: 'Use form EUR-MED…', summary_ar: 'ملخص' },
    { path: 'articles/packaging.md', text_en: 'Where packaging is included…', summary_ar: '' },
    ...Array.from({ length: 18 }, (_, index) => ({
      path: `articles/other-${index}.md`,
      text_en: `### Text ${index}`,
      summary_ar: '',
    })),
  ],
}));

// Issue 57: the UK–Jordan rules read in Arabic on the Arabic page: each English rule with the
// portal's Arabic reading (marked unofficial), the list's entries and the guidance titled in
// Arabic, «٢٠ نصاً», Serbia by its name; the duty facts' codes between Arabic commas, their
// source named in Arabic; the cumulation countries grouped by bloc with a whole-bloc choice.

const UK_RULE: ProductSpecificRule = {
  kind: 'product_specific',
  agreement_id: 9,
  code: '091099',
  sets: [
    {
      heading: 'ex 0910',
      chapter: 9,
      subdivision: 'Mixtures of spices',
      min: '0910000000',
      max: '0910999999',
      rules: [
        {
          position: 1,
          operator: null,
          text: 'Manufacture from materials of any heading',
          classes: ['AH'],
          percent: null,
          caps: [],
        },
      ],
    },
    {
      heading: 'ex Chapter 9',
      chapter: 9,
      subdivision: 'Any other product from heading 0910',
      min: '0910000000',
      max: '0910999999',
      rules: [
        {
          position: 1,
          operator: null,
          text: 'Manufacture in which all the materials of [chapter&nbsp;9](/chapters/09) used are wholly obtained',
          classes: ['WO'],
          percent: null,
          caps: [],
        },
        {
          position: 2,
          operator: 'or',
          text: 'Manufacture in which the value of all the materials used does not exceed **40%** of the ex-works price of the product',
          classes: ['MAXNOM'],
          percent: 40,
          caps: [{ percent: 40, scope: 'all' }],
        },
      ],
    },
  ],
  proofs: [{ proof_class: 'eur1', summary: 'EUR.1', subtext: '' }],
  cumulation: { bilateral: ['GB', 'JO'], extended: ['EU', 'XS', 'CH'] },
  cumulation_partners: ['RS', 'CH'],
  cumulation_en: '',
  cumulation_ar: '',
  notes_en: '',
  notes_ar: '',
  ord: { title: 'UK–Jordan ORD', version: '1.0', date: '2021-01-01' },
  summary_ar: null,
  links: [],
  source: {
    name_en: 'UK Trade Tariff',
    name_ar: 'التعرفة الجمركية البريطانية',
    url: 'https://example.org/uk',
    date: '2024-01-01',
  },
  page_url: 'https://www.trade-tariff.service.gov.uk/headings/0910',
};

describe('the UK rules on the Arabic page', () => {
  it('puts the portal’s Arabic reading under each English rule, marked unofficial', async () => {
    await renderServer(<ProductRuleView rule={UK_RULE} locale="ar" />, 'ar');
    const readings = screen.getAllByTestId('uk-rule-arabic');
    expect(readings).toHaveLength(3);
    expect(readings[0]).toHaveTextContent('التصنيع من مواد من أي بند.');
    expect(readings[0]).toHaveTextContent('ليست نصاً رسمياً ولا ترجمة');
    expect(readings[1]).toHaveTextContent('جميع المواد المستخدمة من الفصل 09 متحصَّلاً عليها بالكامل');
    expect(readings[2]).toHaveTextContent('ألا تتجاوز قيمة جميع المواد المستخدمة ٤٠٪');
    expect(readings[0]).toHaveAttribute('lang', 'ar');
  });

  it('labels the list’s entries in Arabic, codes isolated, an English description marked', async () => {
    await renderServer(<ProductRuleView rule={UK_RULE} locale="ar" />, 'ar');
    const [spices, other] = screen.getAllByTestId('uk-rule-set');
    expect(spices).toHaveTextContent('جزء من البند 09.10: Mixtures of spices');
    expect(within(spices!).getByText('Mixtures of spices')).toHaveAttribute('lang', 'en');
    expect(other).toHaveTextContent('جزء من الفصل 09: أي منتج آخر من البند 09.10');
  });

  it('names Serbia, titles the guidance in Arabic and counts «٢٠ نصاً»', async () => {
    await renderServer(<ProductRuleView rule={UK_RULE} locale="ar" />, 'ar');
    expect(screen.getByTestId('uk-cumulation')).toHaveTextContent('صربيا');
    expect(screen.getByTestId('uk-cumulation')).not.toHaveTextContent('XS');
    const guidance = screen.getByTestId('uk-guidance');
    expect(guidance).toHaveTextContent('(٢٠ نصاً، بالإنجليزية)');
    const titles = within(guidance)
      .getAllByTestId('uk-guidance-text')
      .map((text) => text.querySelector('summary')!.textContent);
    expect(titles.slice(0, 2)).toEqual(['شهادة الحركة EUR-MED', 'مواد التعبئة والتغليف']);
  });

  it('stays English on the English page, the guidance titled', async () => {
    await renderServer(<ProductRuleView rule={UK_RULE} locale="en" />, 'en');
    expect(screen.queryByTestId('uk-rule-arabic')).toBeNull();
    expect(screen.getByTestId('uk-guidance')).toHaveTextContent('(20 texts, in English)');
    expect(screen.getByText('Movement certificate EUR-MED')).toBeInTheDocument();
    expect(screen.getByTestId('uk-cumulation')).toHaveTextContent('Serbia');
  });
});

describe('a duty fact on the Arabic page', () => {
  const duty: EnteredDuty = {
    ...agreement().preferential_duty!,
    kind: 'free',
    scope: { kind: 'chapters', from: '25', to: '97', except: ['07.02', '0709.60'], partners: [] },
    source: {
      name_en: 'CJFTA Tariff Preference Regulations, SOR/2012-181 (Justice Laws website)',
      name_ar: '',
      url: 'https://laws-lois.justice.gc.ca/',
      date: '2012-09-20',
    },
  } as EnteredDuty;

  it('writes its codes between Arabic commas, each isolated, and names its source in Arabic', async () => {
    await renderServer(<DutyFactView duty={duty} partner="كندا" locale="ar" />, 'ar');
    const scope = screen.getByTestId('duty-fact-scope');
    expect(scope).toHaveTextContent('07.02، 0709.60');
    expect(scope.querySelectorAll('bdi[data-latin]').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('figure-source')).toHaveTextContent(
      'أنظمة الأفضلية التعرفية لاتفاقية التجارة الحرة بين كندا والأردن',
    );
  });
});

describe('the cumulation question by bloc', () => {
  const partners = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'CH', 'IS', 'LI', 'NO', 'EG', 'MA', 'TN', 'TR']; // prettier-ignore

  it('groups the partners: EU, EFTA, Agadir, then the others', () => {
    expect(cumulationGroups(partners).map((group) => [group.bloc, group.codes.length])).toEqual([
      ['eu', 27],
      ['efta', 4],
      ['agadir', 3],
      ['other', 1],
    ]);
  });

  it('renders a fieldset per bloc whose whole-bloc box checks and clears its countries', async () => {
    const names = new Map(partners.map((code) => [code, `Country ${code}`]));
    await renderServer(
      <AssessmentForm
        agreement={agreement({ id: 3 })}
        partnerName="European Union"
        countryNames={names}
        query={{
          agreementId: 3,
          form: { non: '', cum: '', from: ['FR'], change: '', set: '', rules: [], assembled: '' },
          answers: null,
          errors: {},
        }}
        locale="en"
        partners={partners}
      />,
      'en',
    );
    const groups = screen.getByTestId('cumulation-groups');
    const eu = groups.querySelector<HTMLFieldSetElement>('fieldset[data-bloc="eu"]')!;
    expect(eu.querySelector('legend')).toHaveTextContent('European Union');
    const countries = () => [...eu.querySelectorAll<HTMLInputElement>('input[name="from"]')];
    const whole = within(eu).getByLabelText<HTMLInputElement>('All 27 countries');
    expect(whole).not.toBeChecked();
    expect(whole.indeterminate).toBe(true);
    expect(
      countries()
        .filter((box) => box.checked)
        .map((box) => box.value),
    ).toEqual(['FR']);
    fireEvent.click(whole);
    expect(countries().every((box) => box.checked)).toBe(true);
    expect(whole.indeterminate).toBe(false);
    fireEvent.click(whole);
    expect(countries().some((box) => box.checked)).toBe(false);
    const efta = groups.querySelector('fieldset[data-bloc="efta"]')!;
    expect(efta.querySelectorAll('input[type="checkbox"]')).toHaveLength(5);
    expect(groups.querySelectorAll('input[name="from"]')).toHaveLength(partners.length);
  });

  it('names the whole-bloc choice in Arabic with its count', () => {
    render(
      <CumulationChoices
        chosen={[]}
        groups={[
          {
            bloc: 'efta',
            title: 'رابطة التجارة الحرة الأوروبية (إفتا)',
            whole: 'الدولتان كلتاهما',
            oneByOne: 'اختيار الدول فرادى (٢)',
            countries: [
              { code: 'CH', name: 'سويسرا' },
              { code: 'NO', name: 'النرويج' },
            ],
          },
          {
            bloc: 'other',
            title: 'دول أخرى',
            whole: 'الدولة الوحيدة',
            oneByOne: '',
            countries: [{ code: 'TR', name: 'تركيا' }],
          },
        ]}
      />,
    );
    expect(screen.getByLabelText('الدولتان كلتاهما')).toHaveAttribute('type', 'checkbox');
    // A group of one country has no whole-bloc choice.
    expect(screen.queryByLabelText('الدولة الوحيدة')).toBeNull();
  });
});
