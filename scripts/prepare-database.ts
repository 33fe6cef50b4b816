import { ensureStaffAccount } from '../features/staff-auth/server/staff-account';
import { getConfig } from '../lib/config';
import { migrate } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';
import { seedCompanyFiles } from '../lib/db/seed/companies/files';
import { getStorage } from '../lib/storage';

import { describe, withDatabase } from './open-database';

// Start-up: apply migrations, seed the tables that have no content yet, write the sample
// companies' files that storage lacks, and create the first administrator when ADMIN_EMAIL and
// ADMIN_PASSWORD are set.
await withDatabase(async (connection) => {
  await migrate(connection);
  await seedDatabase(connection.db, { onlyEmptyTables: true });
  const files = await seedCompanyFiles(getStorage(), connection.db);
  if (files > 0) console.log(`Sample company files written: ${files}.`);
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
