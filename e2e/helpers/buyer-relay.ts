import { type Browser } from '../test';

import { registerCompanyByApi } from './company-api';
import { approveRecord, newAdminRequest } from './console';
import { pdf, png } from './files';
import { memberInNewContext } from './member';

// The contact relay's people (issue 14): a signed-in member in a browser context of their own, and
// an exporter whose company the agency approved.

const PASSWORD = 'Petra-Treasury-2026';

/** A signed-in member in a browser context of their own. */
export const newMember = (browser: Browser, lang: 'en' | 'ar', tag: string, name: string) =>
  memberInNewContext(browser, {
    email: `relay-${tag}-${Date.now()}@example.jo`,
    password: PASSWORD,
    name,
    lang,
  });

type RelayFixtures = {
  browser: Browser;
  playwright: Parameters<typeof newAdminRequest>[0];
  baseURL: string | undefined;
};

/**
 * The two sides of a message: an approved exporter (`approvedExporter`) and a buyer, Anna, signed
 * in in a context of her own (tagged `{tag}-{lang}`).
 */
export async function exporterAndBuyer(
  { browser, playwright, baseURL }: RelayFixtures,
  lang: 'en' | 'ar',
  tag: string,
) {
  const exporter = await approvedExporter(browser, playwright, baseURL, lang);
  const buyer = await newMember(browser, lang, `${tag}-${lang}`, 'Anna');
  return { exporter, buyer };
}

/** The exporter: a member whose company the agency approved; answers its id and contact address. */
export async function approvedExporter(
  browser: Browser,
  playwright: Parameters<typeof newAdminRequest>[0],
  baseURL: string | undefined,
  lang: 'en' | 'ar',
) {
  const member = await newMember(browser, lang, `exporter-${lang}`, 'Omar');
  const companyName = `Dead Sea Minerals ${Date.now()} LLC`;
  const companyEmail = `sales-${Date.now()}@relay.example`;
  const companyId = await registerCompanyByApi(member.page.request, {
    name: companyName,
    tradingName: 'Dead Sea Minerals',
    domain: 'relay.example',
    email: companyEmail,
    person: ['Omar', 'Saleh'],
    files: {
      logo: await png('logo.png', '#0a6e4f', { width: 480, height: 480 }),
      profile: pdf('profile'),
      certificate: pdf('iso'),
    },
    extra: { location_country_id: '' },
  });
  const admin = await newAdminRequest(playwright, baseURL);
  await approveRecord(admin, 'company', companyId);
  await admin.dispose();
  return { ...member, companyId, companyName, companyEmail };
}
