import 'server-only';
import { desc, eq } from 'drizzle-orm';

import { ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';
import { storeEnquiry } from '@/features/enquiries/server/store';
import type { ExportPlanSources } from '@/features/export-plan/server/sources';
import { listSavedLandedCosts } from '@/features/landed-cost/server/saved-landed-costs';
import { listCountryChoices } from '@/features/market-access/server/country-choices';
import { listSavedAssessments } from '@/features/market-access/server/saved-assessments';
import { fullTranslator } from '@/lib/api/translate';
import { companies, countries, products, tradeLeadInterests, tradeLeads } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { formatTimestamp } from '@/lib/i18n/format-date';

// What the export plan reads from the company, market access, the landed cost and the trade leads,
// and the enquiry it sends (issue 59), composed here because a feature never imports another's
// server/.

async function facts(db: Db, userId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.user_id, userId));
  if (!company) return null;
  const [productRows, assessments, landedCosts, choices, leads] = await Promise.all([
    db
      .select({ name_eng: products.name_eng, name_ara: products.name_ara, hs: products.hs_code })
      .from(products)
      .where(eq(products.company_id, company.id))
      .orderBy(desc(products.id)),
    listSavedAssessments(db, userId),
    listSavedLandedCosts(db, userId),
    listCountryChoices(db),
    db
      .select({ lead: tradeLeads, country: countries })
      .from(tradeLeadInterests)
      .innerJoin(tradeLeads, eq(tradeLeads.id, tradeLeadInterests.lead_id))
      .innerJoin(countries, eq(countries.id, tradeLeads.country_id))
      .where(eq(tradeLeadInterests.user_id, userId))
      .orderBy(desc(tradeLeadInterests.id)),
  ]);
  const named = new Set(landedCosts.flatMap((cost) => cost.countries));
  return {
    company: {
      id: company.id,
      registered_name: company.company_registered_name,
      trading_name: company.company_trading_name,
      website: company.website_url,
      phone: company.phone_number.replace(/\D/g, ''),
      logo: company.logo,
    },
    products: productRows.map((row) => ({
      name: { en: row.name_eng, ar: row.name_ara },
      hs_code: row.hs,
    })),
    assessments,
    landedCosts,
    countryNames: Object.fromEntries(
      choices
        .filter((choice) => named.has(choice.code))
        .map((choice) => [choice.code, { en: choice.name_en, ar: choice.name_ar }]),
    ),
    leads: leads.map(({ lead, country }) => ({
      title: { en: lead.title_eng, ar: lead.title_ara },
      buyer: { en: lead.buyer_name_eng, ar: lead.buyer_name_ara },
      country: { en: country.name_eng, ar: country.name_ara },
      deadline: lead.deadline,
      state: lead.status,
    })),
  };
}

export const exportPlanSources: ExportPlanSources = {
  facts,
  async sendEnquiry(db, enquiry, siteUrl, inbox) {
    const t = fullTranslator(enquiry.locale);
    const name = `${enquiry.user.name} ${enquiry.user.last_name ?? ''}`.trim() || enquiry.company;
    const { id } = await storeEnquiry(db, {
      user: enquiry.user,
      submitData: {
        enq_type: ENQUIRY_TYPES.other,
        name,
        phone: /^\d{6,15}$/.test(enquiry.phone) ? enquiry.phone : '',
        subject: t('ExportPlan.enquiry.subject', { company: enquiry.company }),
        description: t('ExportPlan.enquiry.description', {
          company: enquiry.company,
          progress: enquiry.progress,
          link: `${siteUrl}${enquiry.consolePath}`,
        }),
        agreements: true,
      },
      answers: null,
      labels: {},
      locale: enquiry.locale,
      date: formatTimestamp(enquiry.now),
      now: enquiry.now,
      idempotencyKey: `export-plan-${enquiry.planId}-${enquiry.now.getTime()}`,
      siteUrl,
      inbox,
    });
    return id;
  },
};
