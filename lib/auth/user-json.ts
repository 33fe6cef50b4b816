import 'server-only';

import type { UserRow } from '@/lib/auth/sessions';
import type { User } from '@/lib/session/user';
import { uploadUrl } from '@/lib/storage';

/** The user as the API and the member pages see it: never the hash, the locale or the phone of others. */
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    email_verified_at: row.email_verified_at,
    avatar: row.avatar,
    avatar_img: row.avatar ? uploadUrl(row.avatar) : null,
    company_id: row.company_id,
    is_vip: row.is_vip,
    subscribe: row.subscribe === 1 ? 1 : 0,
    international_buyers_access: row.international_buyers_access,
    role: row.role,
    version: row.version,
  };
}
