import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { HsCodesConsoleList } from '@/features/hs-codes/components/console/hs-codes-list';
import { HsSynonymsConsoleList } from '@/features/hs-codes/components/console/hs-synonyms-list';
import { http } from '@/lib/http/client';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

import { heading, OLIVE_OIL_AR, page, query, subheading, synonym } from './hs-codes-fixtures';

const refresh = router.refresh;

// Issue 37: the console's HS codes, their Arabic name's dialog (typed right to left, a refused or
// stale save kept), and the finder's synonyms, each change sent at the version the list showed.

async function renderCodes(locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <HsCodesConsoleList locale={locale} query={query} page={page([heading, subheading])} />,
    locale,
  );
  renderConsole(<>{tree}</>, locale);
}

describe('the HS codes console', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer({}));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists both names, a subheading showing its heading’s, and edits an Arabic name at its version', async () => {
    await renderCodes();
    const table = screen.getByRole('table', { name: 'HS codes' });
    const row = table.querySelector('[data-hs-code="150920"]') as HTMLElement;
    expect(within(row).getByText(en.HsCodesAdmin.headingName)).toBeInTheDocument();
    expect(within(row).getByText(OLIVE_OIL_AR)).toHaveAttribute('lang', 'ar');

    fireEvent.click(screen.getByRole('button', { name: 'Edit the Arabic name of 15.09' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arabic name of 15.09' });
    expect(within(dialog).getByText(heading.name_en)).toHaveAttribute('lang', 'en');
    const field = within(dialog).getByRole('textbox', { name: /^Arabic name/ });
    expect(field).toHaveAttribute('dir', 'rtl');
    expect(field).toHaveValue(OLIVE_OIL_AR);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(en.HsCodesAdmin.nameForm.hint);

    // A heading keeps a name: an empty one is refused here, before anything is sent.
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(en.rules.required);
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'زيت الزيتون النبالي وأجزاؤه' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'The Arabic name of 15.09 was saved.',
      ),
    );
    expect(put).toHaveBeenCalledWith('/staff/hs-codes/1509', {
      name_ar: 'زيت الزيتون النبالي وأجزاؤه',
      version: 3,
    });
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the code moved on (409), with a reload, as the console does', async () => {
    const stale = en.Api.staleVersion;
    // The API's answer to a stale version (lib/api/record-version.ts).
    put.mockRejectedValueOnce(apiError(409, { message: stale, errors: { version: [stale] } }));
    await renderCodes();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the Arabic name of 15.09' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /^Arabic name/ });
    fireEvent.change(field, { target: { value: 'زيت زيتون' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('stale-version')).toHaveTextContent(stale);
    expect(within(dialog).getByRole('button', { name: 'Reload to see the change' })).toBeVisible();
    expect(field).toHaveValue('زيت زيتون');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets a subheading’s name be emptied (it then shows its heading’s), in Arabic', async () => {
    await renderCodes('ar');
    fireEvent.click(
      screen.getByRole('button', {
        // The code is isolated left to right inside the Arabic label.
        name: 'تعديل الاسم العربي للرمز \u20661509.20\u2069',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /^الاسم العربي/ });
    expect(field).toHaveAccessibleDescription(
      ar.HsCodesAdmin.nameForm.subheadingHint.replace('{name}', OLIVE_OIL_AR),
    );
    fireEvent.change(field, { target: { value: 'زيت زيتون بكر ممتاز' } });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await eventually(() => expect(put).toHaveBeenCalledOnce());
    expect(put).toHaveBeenCalledWith('/staff/hs-codes/150920', { name_ar: '', version: 1 });
  });

  it('puts the server’s refusal on the field (422)', async () => {
    const message = en.rules.invalid;
    put.mockRejectedValueOnce(
      apiError(422, { message: en.Api.invalid, errors: { name_ar: [message] } }),
    );
    await renderCodes();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the Arabic name of 15.09' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByRole('textbox', { name: /^Arabic name/ });
    await eventually(() => expect(field).toHaveAccessibleDescription(message));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the synonyms console', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;
  let remove: MockInstance<typeof http.delete>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer({}));
    remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 4 }));
  });
  afterEach(() => vi.restoreAllMocks());

  async function renderSynonyms() {
    const tree = await resolveServer(
      <HsSynonymsConsoleList
        locale="en"
        query={query}
        page={{ data: [synonym], total: 1, page: 1, page_count: 1 }}
      />,
    );
    renderConsole(<>{tree}</>);
  }

  it('edits a synonym, the code in any spelling, and places the server’s refusal on its field', async () => {
    put.mockRejectedValueOnce(
      apiError(422, {
        message: en.Api.invalid,
        errors: { code: [en.HsCodesAdmin.errors.unknownCode] },
      }),
    );
    await renderSynonyms();
    const name = 'Edit the synonym jameed (dried yoghurt balls)';
    fireEvent.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit the synonym jameed (dried yoghurt balls)',
    });
    const code = within(dialog).getByRole('textbox', { name: /^HS code/ });
    expect(within(dialog).getByRole('textbox', { name: /^Phrase \(Arabic\)/ })).toHaveAttribute(
      'dir',
      'rtl',
    );

    fireEvent.change(code, { target: { value: 'cheese' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(code).toHaveAccessibleDescription(en.HsCodesAdmin.errors.codeShape),
    );
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '04.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(code).toHaveAccessibleDescription(en.HsCodesAdmin.errors.unknownCode),
    );

    fireEvent.change(code, { target: { value: '0406.10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'The synonym of 0406.10 was saved.',
      ),
    );
    expect(put).toHaveBeenLastCalledWith('/staff/hs-synonyms/4', {
      code: '0406.10',
      phrase_en: synonym.phrase_en,
      phrase_ar: 'جميد',
      version: 2,
    });
  });

  it('asks for a phrase in one language at least', async () => {
    await renderSynonyms();
    fireEvent.click(
      screen.getByRole('button', { name: 'Edit the synonym jameed (dried yoghurt balls)' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Phrase \(English\)/ }), {
      target: { value: '' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Phrase \(Arabic\)/ }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(
        within(dialog).getByRole('textbox', { name: /^Phrase \(English\)/ }),
      ).toHaveAccessibleDescription(en.HsCodesAdmin.errors.phraseRequired),
    );
    expect(put).not.toHaveBeenCalled();
  });

  it('deletes a synonym after asking, at its version', async () => {
    await renderSynonyms();
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete the synonym jameed (dried yoghurt balls)' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the synonym jameed (dried yoghurt balls)?',
    });
    expect(dialog).toHaveTextContent('The finder no longer finds 04.06 by it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await eventually(() => expect(remove).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenCalledWith('/staff/hs-synonyms/4', { headers: { 'If-Match': '"2"' } });
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'The synonym of 04.06 was deleted.',
      ),
    );
  });
});
