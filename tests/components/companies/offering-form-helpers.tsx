import { fireEvent, screen, within } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, expect, vi } from 'vitest';

import { OfferingForm } from '@/features/companies/components/offering-form/offering-form';
import type { OfferingKind } from '@/features/companies/offering-schemas';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import { router } from '@/tests/setup/navigation';

import { answer, eventually, renderCompanies, SECTORS, SUBSECTORS } from './company-fixtures';

export const KEY_TRADE_PLAYERS = '/pages/170-jordan-key-trade-players';

/** The add form of a product or service, for a member's company (none: `null`). */
export function renderOfferingForm(
  kind: OfferingKind,
  companyId: number | null = 3,
  locale: Locale = 'en',
) {
  return renderCompanies(
    <OfferingForm kind={kind} companyId={companyId} keyTradePlayersHref={KEY_TRADE_PLAYERS} />,
    locale,
  );
}

/** The lookups answered, and a POST spy that answers "Success". */
export function mockOfferingHttp(): MockInstance<typeof http.post> {
  vi.spyOn(http, 'get').mockImplementation(lookupAnswer);
  return vi.spyOn(http, 'post').mockResolvedValue(answer('Success'));
}

/** GET answers of the form's lookups: the sectors of products and services and every subsector. */
export async function lookupAnswer(url: string) {
  if (url === '/industries-for-products' || url === '/industries-for-services') {
    return answer(SECTORS);
  }
  if (url === '/sub_ind') return answer(SUBSECTORS);
  return answer([]);
}

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
export const fileInput = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

export const type = (name: string, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });
export const choose = (name: string, value: number) =>
  fireEvent.change(select(name), { target: { value: String(value) } });
export const attach = (label: RegExp, file: File) =>
  fireEvent.change(fileInput(label), { target: { files: [file] } });

export const picture = (bytes = 1000, fileType = 'image/png', name = 'jar.png') =>
  new File([new Uint8Array(bytes)], name, { type: fileType });
export const pdf = () => new File(['%PDF-1.7'], 'iso.pdf', { type: 'application/pdf' });

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

/** Waits for the sectors to arrive, then chooses the sector and the subsector. */
export async function chooseSectors(sector = 12, subsector = 1201) {
  await eventually(() =>
    expect(within(select('Sector')).getByRole('option', { name: SECTORS[0]?.name_eng })),
  );
  choose('Sector', sector);
  await eventually(() => expect(select('Subsector')).toBeEnabled());
  choose('Subsector', subsector);
}

/** Every field of the add form, valid. */
export async function fillOffering({ product }: { product: boolean }) {
  type('Name in English', 'Dead Sea bath salt');
  type('Name in Arabic', 'ملح البحر الميت');
  if (product) {
    type('GS1 code', '6251234567890');
    type('HS code', '250100');
  }
  await chooseSectors();
  type('Description in English', 'Bath salts from the Dead Sea.');
  type('Description in Arabic', 'أملاح استحمام من البحر الميت.');
  type('Certificate name', 'ISO 22716');
  type('Contact page link', 'www.dsm.example.jo/contact');
  type('Technical specifications', '500 g jars');
  attach(/^Image/, picture());
}

/** The multipart body of the last POST as plain entries. */
export function sentFields(post: MockInstance<typeof http.post>) {
  const body = post.mock.calls.at(-1)?.[1];
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

/**
 * A describe block's set-up for the add form: before each test the router's spies reset and the
 * lookups and POST stubbed (`mocks.post`, "Success" unless a test says otherwise); real timers and
 * mocks restored after.
 */
export function offeringFormMocks(): { post: MockInstance<typeof http.post> } {
  const mocks = {} as { post: MockInstance<typeof http.post> };
  beforeEach(() => {
    router.push.mockReset();
    mocks.post = mockOfferingHttp();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return mocks;
}
