// npm run create-admin -- --email admin@example.jo --password '…' [--name …] [--role officer|editor]
// Runs with `tsx --conditions=react-server` so the server-only modules it shares with the app load.
import { parseArgs } from 'node:util';

import {
  createStaffAccount,
  parseStaffAccount,
  StaffAccountError,
} from '../features/staff-auth/server/staff-account';
import { ConfigError } from '../lib/config';
import { migrate } from '../lib/db/connect';

import { describe, withDatabase } from './open-database';

const USAGE =
  "Usage: npm run create-admin -- --email <address> --password '<password>' [--name <name>] [--role admin|officer|editor]";

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  console.error(USAGE);
  process.exit(1);
}

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    return values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const args = readArgs();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.email) fail('--email is required');
if (!args.password) fail('--password is required');

try {
  // Checked before the database is opened: bad input never touches it.
  const account = await parseStaffAccount({
    email: args.email,
    password: args.password,
    name: args.name,
    role: args.role,
  });
  const label = { admin: 'Administrator', officer: 'Officer', editor: 'Editor' }[account.role];
  await withDatabase(async (connection) => {
    await migrate(connection);
    const { id, created } = await createStaffAccount(connection.db, account);
    console.log(`${label} ${account.email} ${created ? 'created' : 'updated'} (id ${id})`);
    if (!created) {
      console.log(
        'Its sessions ended; its second factor is set up again at the next console sign-in.',
      );
    }
    console.log(`Database: ${describe(connection)}.`);
  });
} catch (error) {
  if (error instanceof StaffAccountError || error instanceof ConfigError) fail(error.message);
  throw error;
}
