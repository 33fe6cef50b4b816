import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { ImportCsvButton } from '@/features/market-access/components/console/csv-import';
import { HeadingsConsoleList } from '@/features/market-access/components/console/headings-list';
import { RuleSummary } from '@/features/market-access/components/console/terms-summary';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

import { heading, page, query, rule, SOURCE } from './terms-fixtures';

const refresh = router.refresh;

// Issue 37, market access in the console: an agreement's rule of origin and headings' terms, each
// change sent with the version the page showed; a CSV import's problems listed line by line.

describe('market access in the console', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;
  let post: MockInstance<typeof http.post>;
  let remove: MockInstance<typeof http.delete>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer({}));
    post = vi.spyOn(http, 'post').mockResolvedValue(answer({ created: 2, updated: 1 }));
    remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 3 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the terms by code, edits a row at its version and deletes one asked first', async () => {
    const tree = await resolveServer(
      <HeadingsConsoleList
        locale="en"
        agreementId={9}
        query={query}
        page={page([
          heading(),
          heading({ id: 4, hs_code: '610910', sample: true, preferential_duty_en: '' }),
        ])}
      />,
    );
    renderConsole(<>{tree}</>);
    const table = screen.getByRole('table', { name: 'Terms per heading' });
    expect(within(table).getByText('15.09')).toBeInTheDocument();
    expect(within(table).getByText('6109.10')).toBeInTheDocument();
    expect(within(table).getByText('Sample')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit the terms for 1509' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the terms for 1509' });
    expect(within(dialog).getByLabelText(/^Preferential duty \(Arabic\)/)).toHaveAttribute(
      'dir',
      'rtl',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Preferential duty \(English\)/), {
      target: { value: 'Free (0 %)' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sample figure/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(put).toHaveBeenCalledOnce());
    expect(put).toHaveBeenCalledWith('/staff/agreements/9/headings/3', {
      hs_code: '1509',
      preferential_duty_en: 'Free (0 %)',
      preferential_duty_ar: 'معفى',
      specific_rule_en: '',
      specific_rule_ar: '',
      sample: true,
      source: SOURCE,
      version: 4,
    });
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'The terms for 1509 were saved.',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete the terms for 610910' }));
    const question = await screen.findByRole('dialog', { name: 'Delete the terms for 610910?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await eventually(() => expect(remove).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenCalledWith('/staff/agreements/9/headings/4', {
      headers: { 'If-Match': '"4"' },
    });
  });

  it('puts a refused code’s message on its field', async () => {
    post.mockRejectedValueOnce(
      apiError(422, {
        message: 'Invalid',
        errors: { hs_code: ['The nomenclature has no such code.'] },
      }),
    );
    const tree = await resolveServer(
      <HeadingsConsoleList locale="en" agreementId={9} query={query} page={page([])} />,
    );
    const { AddHeadingButton } =
      await import('@/features/market-access/components/console/terms-buttons');
    renderConsole(
      <>
        <AddHeadingButton agreementId={9} />
        {tree}
      </>,
    );
    expect(screen.getByText('No terms entered yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add heading terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add terms for a heading' });
    fireEvent.change(within(dialog).getByLabelText(/^HS code/), { target: { value: '99.99' } });
    fireEvent.change(within(dialog).getByLabelText(/^Source date/), {
      target: { value: '2010-01-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(within(dialog).getByText('The nomenclature has no such code.')).toBeInTheDocument(),
    );
    expect(post).toHaveBeenCalledWith(
      '/staff/agreements/9/headings',
      expect.objectContaining({
        hs_code: '99.99',
        source: {
          name_en: '',
          name_ar: '',
          url: '',
          date: '2010-01-01',
          checked_on: null,
          review_by: null,
        },
      }),
    );
  });

  it('shows the rule figure by figure and sends an edit as the API’s shape, from its version', async () => {
    const tree = await resolveServer(<RuleSummary locale="en" agreementId={9} rule={rule} />);
    renderConsole(<>{tree}</>);
    expect(screen.getByTestId('origin-rule')).toHaveTextContent('Value added: 35 %');
    expect(screen.getByTestId('origin-rule')).toHaveTextContent(
      'Importer’s claim (no certificate)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit the rule of origin' }));
    const dialog = await screen.findByRole('dialog', { name: 'General rule of origin' });
    fireEvent.change(within(dialog).getByLabelText(/^Percent/), { target: { value: '٤٠,٥' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cumulation partners/), {
      target: { value: 'us, eg،ma' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'EUR.1 movement certificate' }));
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Importer’s claim (no certificate)' }),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Change of tariff classification/), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(put).toHaveBeenCalledOnce());
    expect(put).toHaveBeenCalledWith(
      '/staff/agreements/9/origin-rule',
      expect.objectContaining({
        value_kind: 'value_added',
        value_percent: 40.5,
        tariff_shift: null,
        cumulation_partners: ['us', 'eg', 'ma'],
        proofs: ['eur1'],
        version: 2,
      }),
    );
  });

  it('says no rule is entered, and enters the first without a version, proofs unticked as null', async () => {
    const tree = await resolveServer(<RuleSummary locale="en" agreementId={9} rule={null} />);
    renderConsole(<>{tree}</>);
    expect(screen.getByTestId('origin-rule-none')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the rule of origin' }));
    const dialog = await screen.findByRole('dialog', { name: 'General rule of origin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(put).toHaveBeenCalledOnce());
    const body = put.mock.calls[0]![1] as Record<string, unknown>;
    expect(body).toMatchObject({
      value_kind: null,
      value_percent: null,
      proofs: null,
      cumulation_partners: [],
    });
    expect(body).not.toHaveProperty('version');
  });

  it('imports a CSV file, and lists each bad line of a refused one in the page’s language', async () => {
    renderConsole(<ImportCsvButton agreementId={9} />);
    const file = new File(['hs_code\r\n1509\r\n'], 'terms.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('headings-csv-file'), { target: { files: [file] } });
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'The file was imported: 2 added, 1 changed.',
      ),
    );
    expect(post).toHaveBeenCalledWith('/staff/agreements/9/headings-csv', {
      csv: 'hs_code\r\n1509\r\n',
    });

    post.mockRejectedValueOnce(
      apiError(422, {
        message: 'The data given is invalid.',
        errors: {
          'line.7.hs_code': ['The nomenclature has no such code.'],
          'line.3': ['The row does not have the 10 columns of the header.'],
        },
      }),
    );
    fireEvent.change(screen.getByTestId('headings-csv-file'), { target: { files: [file] } });
    const problems = await screen.findByRole('alert');
    const lines = within(problems)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Line 3: The row does not have the 10 columns of the header.',
      'Line 7 (hs_code): The nomenclature has no such code.',
    ]);
    expect(screen.getByRole('button', { name: 'Import CSV' })).toHaveAttribute(
      'aria-describedby',
      problems.id,
    );
  });

  it('refuses a file over 1 MB before sending it, in Arabic', async () => {
    renderConsole(<ImportCsvButton agreementId={9} />, 'ar');
    const big = new File(['x'.repeat(1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('headings-csv-file'), { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('حجم الملف يتجاوز ١ ميغابايت');
    expect(post).not.toHaveBeenCalled();
  });
});
