import 'server-only';
import { asc, desc } from 'drizzle-orm';

import { textOf } from '@/features/companies/version-values';
import { cleanRichHtmlRows } from '@/lib/db/rich-html';
import {
  events,
  experts,
  institutions,
  news,
  publications,
  tradeAgreements,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { SHOWN_AGREEMENT } from './sources/agreements';
import { PUBLISHED_EVENT } from './sources/events';
import { PUBLISHED_NEWS } from './sources/news';
import { publicCompanies } from './sources/public-values';
import { PUBLISHED_PUBLICATION } from './sources/publications';

// part 3 §7 *-for-global-search: the datasets the specification's client downloaded to search in
// the browser, for clients that still want them. The same records the index holds (each source's
// public rule), their public fields only.

export const eventsDataset = (db: Db) =>
  db
    .select({
      id: events.id,
      name: events.name_eng,
      name_ara: events.name_ara,
      description: events.description_eng,
      description_ara: events.description_ara,
      location_type: events.location_type,
      date_start: events.date_start,
    })
    .from(events)
    .where(PUBLISHED_EVENT)
    .orderBy(asc(events.date_start), asc(events.id));

export const agreementsDataset = (db: Db) =>
  db
    .select({
      id: tradeAgreements.id,
      title_eng: tradeAgreements.title_eng,
      title_ara: tradeAgreements.title_ara,
      summary_eng: tradeAgreements.summary_eng,
      summary_ara: tradeAgreements.summary_ara,
      signed_on: tradeAgreements.signed_on,
      in_force_on: tradeAgreements.in_force_on,
    })
    .from(tradeAgreements)
    .where(SHOWN_AGREEMENT)
    .orderBy(desc(tradeAgreements.id));

export const exportsDataset = (db: Db) =>
  db
    .select({
      id: institutions.id,
      name: institutions.name,
      name_ara: institutions.name_ara,
      description: institutions.description_eng,
      description_ara: institutions.description_ara,
    })
    .from(institutions)
    .orderBy(asc(institutions.id));

export async function publicationsDataset(db: Db) {
  const rows = await db
    .select({
      id: publications.id,
      DESCRIPTION_ENG: publications.DESCRIPTION_ENG,
      DESCRIPTION_ARA: publications.DESCRIPTION_ARA,
      TARIFF_ENG: publications.TARIFF_ENG,
      TARIFF_ARA: publications.TARIFF_ARA,
      date_start: publications.date_start,
    })
    .from(publications)
    .where(PUBLISHED_PUBLICATION)
    .orderBy(desc(publications.date_start), desc(publications.id));
  return cleanRichHtmlRows(publications, rows);
}

/** Approved companies in their approved version (the name a waiting change gives is not public). */
export async function buyersDataset(db: Db) {
  const found = await publicCompanies(db);
  return [...found].map(([id, values]) => ({
    id,
    company_registered_name: textOf(values, 'company_registered_name'),
    company_trading_name: textOf(values, 'company_trading_name'),
  }));
}

export const expertsDataset = (db: Db) =>
  db
    .select({
      id: experts.id,
      FULL_NAME: experts.FULL_NAME,
      FULL_NAME_ARA: experts.FULL_NAME_ARA,
      DESCRIPTION_ENG: experts.DESCRIPTION_ENG,
      DESCRIPTION_ARA: experts.DESCRIPTION_ARA,
    })
    .from(experts)
    .orderBy(asc(experts.id));

/** Published news, newest first (part 3 "Client processing"). */
export async function newsDataset(db: Db) {
  const rows = await db
    .select({
      id: news.id,
      DESCRIPTION_ENG: news.DESCRIPTION_ENG,
      DESCRIPTION_ARA: news.DESCRIPTION_ARA,
      TARIFF_ENG: news.TARIFF_ENG,
      TARIFF_ARA: news.TARIFF_ARA,
      news_date: news.news_date,
    })
    .from(news)
    .where(PUBLISHED_NEWS)
    .orderBy(desc(news.news_date), desc(news.id));
  return cleanRichHtmlRows(news, rows);
}
