import { count } from 'drizzle-orm';

import { menuChildren, menuPages, offices, socialMedia } from '../schema';
import type { Db } from '../types';

import { menuChildrenSeed } from './menu-children';
import { menuPagesSeed } from './menu-pages';
import { officesSeed } from './offices';
import { socialMediaSeed } from './social-media';

/** Inserts the seed content; rows that already exist (by id) are left as they are. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.insert(menuPages).values(menuPagesSeed).onConflictDoNothing();
  await db.insert(menuChildren).values(menuChildrenSeed).onConflictDoNothing();
  await db.insert(socialMedia).values(socialMediaSeed).onConflictDoNothing();
  await db.insert(offices).values(officesSeed).onConflictDoNothing();
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(menuPages);
  return (row?.value ?? 0) === 0;
}
