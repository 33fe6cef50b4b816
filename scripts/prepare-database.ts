import { rebuildOfferingSynonyms } from '../features/hs-codes/server/offering-synonyms';
import { refreshPreparedNames } from '../features/screening/server/refresh-names';
import { syncSearchIndex } from '../features/search/server/index-writer';
import { ensureStaffAccount } from '../features/staff-auth/server/staff-account';
import { getConfig } from '../lib/config';
import { migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';
import { seedCompanyFiles } from '../lib/db/seed/companies/files';
import { upgradeHsFinder } from '../lib/db/seed/hs/upgrade';
import { seedStatisticFiles } from '../lib/db/seed/market/statistic-files';
import { seedDocumentFiles } from '../lib/db/seed/publications/files';
import { withStartupLock } from '../lib/db/startup-lock';
import { getStorage } from '../lib/storage';

import { describe, waitingForAnotherInstance, withDatabase } from './open-database';

// Start-up: apply migrations, seed the tables that have no content yet, build the search index
// when it needs it, write the sample
// companies' files and the sample infographics that storage lacks, and create the first
// administrator when ADMIN_EMAIL and ADMIN_PASSWORD are set.
async function prepare() {
  await withDatabase(async (connection) => {
    await migrate(connection);
    await seedDatabase(connection.db, { onlyEmptyTables: true });
    // The search index (issue 28): built when it is empty or was written by older rules.
    const indexed = await syncSearchIndex(connection.db);
    if (indexed !== null) console.log(`Search index built: ${indexed} documents.`);
    // The HS finder's synonyms from members' offerings (issue 37), written from the tables as
    // they stand (a few hundred rows): a database seeded before they were stored gets them too.
    await rebuildOfferingSynonyms(connection.db);
    // The HS finder's data of an older database (issue 45): the seeded synonyms and subheading
    // names it lacks (never undoing a staff edit), the ranking's terms, Jordan's export values.
    const upgraded = await upgradeHsFinder(connection.db);
    if (upgraded.synonyms + upgraded.names + upgraded.terms > 0) {
      console.log(
        `HS finder upgraded: ${upgraded.synonyms} synonyms added, ${upgraded.names} subheading names filled, ${upgraded.terms} codes re-termed.`,
      );
    }
    // The sanctions lists' names prepared by older name rules (issue 56): prepared again.
    const names = await refreshPreparedNames(connection.db);
    if (names > 0) console.log(`Sanctions list names prepared again: ${names}.`);
    const files = await seedCompanyFiles(getStorage(), connection.db);
    if (files > 0) console.log(`Sample company files written: ${files}.`);
    const documents = await seedDocumentFiles(getStorage(), connection.db);
    if (documents > 0) console.log(`Publications and guide files written: ${documents}.`);
    const pictures = await seedStatisticFiles(getStorage(), connection.db);
    if (pictures > 0) console.log(`Sample infographics drawn: ${pictures}.`);
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = getConfig();
    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      const admin = await ensureStaffAccount(connection.db, {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      if (admin.created) console.log(`Administrator ${ADMIN_EMAIL} created (id ${admin.id}).`);
    }
    console.log(`Database ready: ${describe(connection)}.`);
  });
}

// Several instances may start at once on one PostgreSQL: they take turns (issue 30).
await withStartupLock(getConfig().DATABASE_URL, prepare, waitingForAnotherInstance);
