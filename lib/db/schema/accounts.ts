import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import {
  belongsTo,
  serialId,
  timestampDate,
  timestamps,
  timestampString,
  version,
} from './columns';

// part 1 §3 and part 3 §3 "User"; `role` separates members from the staff of the console.
export const users = pgTable(
  'users',
  {
    id: serialId(),
    name: text('name').notNull(),
    last_name: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    password_hash: text('password_hash').notNull(),
    email_verified_at: timestampString('email_verified_at'),
    avatar: text('avatar'),
    company_id: integer('company_id'),
    is_vip: boolean('is_vip').notNull().default(false),
    subscribe: integer('subscribe').notNull().default(0),
    international_buyers_access: integer('international_buyers_access').notNull().default(0),
    // Staff (issue 13): admin everything, officer approvals/enquiries/members, editor content.
    role: text('role', { enum: ['user', 'editor', 'officer', 'admin'] })
      .notNull()
      .default('user'),
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /** Set while the account is suspended: no sign-in, no live session. */
    suspended_at: timestampString('suspended_at'),
    /** Staff second factor (RFC 6238): the secret, set up on first console sign-in. */
    totp_secret: text('totp_secret'),
    totp_enabled_at: timestampString('totp_enabled_at'),
    /** The time step of the last accepted code, so a code is never accepted twice. */
    totp_last_step: integer('totp_last_step'),
    version: version(),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

// Opaque session tokens, stored only as SHA-256 hashes (ARCHITECTURE §5).
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    token_hash: text('token_hash').notNull(),
    created_at: timestampDate('created_at').notNull().defaultNow(),
    last_used_at: timestampDate('last_used_at').notNull().defaultNow(),
    expires_at: timestampDate('expires_at').notNull(),
    revoked_at: timestampDate('revoked_at'),
    /** When the staff member passed the second factor in this session; staff routes need it. */
    second_factor_at: timestampDate('second_factor_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.token_hash),
    index('sessions_user_id_idx').on(table.user_id),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    token_hash: text('token_hash').notNull(),
    expires_at: timestampDate('expires_at').notNull(),
    used_at: timestampDate('used_at'),
    created_at: timestampDate('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_unique').on(table.token_hash)],
);

// Failed logins in a row per e-mail address, known or not, so a lock-out reveals nothing.
export const loginLockouts = pgTable('login_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  locked_until: timestampDate('locked_until'),
  updated_at: timestampDate('updated_at').notNull().defaultNow(),
});

// One-time recovery codes of a staff member's second factor, stored only as SHA-256 hashes.
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    code_hash: text('code_hash').notNull(),
    used_at: timestampDate('used_at'),
  },
  (table) => [index('staff_recovery_codes_user_idx').on(table.user_id)],
);
