import { rebuildSearchIndex } from '../features/search/server/index-writer';
import { migrate } from '../lib/db/connect';

import { describe, withDatabase } from './open-database';

// `npm run search:reindex`: writes the whole search index again from every source (issue 28), in
// one transaction; searches keep answering from the old index until it commits.
await withDatabase(async (connection) => {
  await migrate(connection);
  const started = performance.now();
  const documents = await rebuildSearchIndex(connection.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Search index of ${describe(connection)}: ${documents} documents in ${seconds} s.`);
});
