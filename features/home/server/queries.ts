import 'server-only';
import { asc, eq } from 'drizzle-orm';

import {
  becomeAMember,
  consultationRequests,
  homeBlocks,
  homeSlider,
  jeGoals,
  partners,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { ConsultationInput } from '../schemas';

// Issue 29: a slide, tile or partners block an editor hid (status 0) is not shown.
const SHOWN = 1;

export const listSlides = (db: Db) =>
  db
    .select()
    .from(homeSlider)
    .where(eq(homeSlider.status, SHOWN))
    .orderBy(asc(homeSlider.sort), asc(homeSlider.id));

export const listBlocks = (db: Db) =>
  db
    .select()
    .from(homeBlocks)
    .where(eq(homeBlocks.status, SHOWN))
    .orderBy(asc(homeBlocks.sort), asc(homeBlocks.id));

// The tiles with the specification's fields only (no order, status or version).
export const listJsdTiles = (db: Db) =>
  db
    .select({
      id: homeBlocks.id,
      icon: homeBlocks.icon,
      title_eng: homeBlocks.title_eng,
      title_ara: homeBlocks.title_ara,
      description_eng: homeBlocks.description_eng,
      description_ara: homeBlocks.description_ara,
      link: homeBlocks.link,
      link_ara: homeBlocks.link_ara,
    })
    .from(homeBlocks)
    .where(eq(homeBlocks.status, SHOWN))
    .orderBy(asc(homeBlocks.sort), asc(homeBlocks.id));

export const listPartners = (db: Db) =>
  db.select().from(partners).where(eq(partners.status, SHOWN)).orderBy(asc(partners.id));

export const listGoals = (db: Db) => db.select().from(jeGoals).orderBy(asc(jeGoals.id));

export const listBecomeAMember = (db: Db) =>
  db.select().from(becomeAMember).orderBy(asc(becomeAMember.id));

export async function storeConsultationRequest(
  db: Db,
  input: ConsultationInput,
  locale: string,
  captchaUnverified = false,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(consultationRequests)
    .values({
      name: input.name,
      email: input.email,
      terms: input.terms,
      locale,
      captcha_unverified: captchaUnverified,
    })
    .returning({ id: consultationRequests.id });
  if (!row) throw new Error('consultation request was not stored');
  return row;
}
