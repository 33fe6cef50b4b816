import { z } from 'zod';

// part 1 §3 and part 3 §3 "User", as GET /api/user answers it.
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  /** The stored file's key; `avatar_img` is its URL. */
  avatar: z.string().nullable(),
  avatar_img: z.string().nullable(),
  company_id: z.number().int().nullable(),
  is_vip: z.boolean(),
  subscribe: z.union([z.literal(0), z.literal(1)]),
  international_buyers_access: z.number().int(),
  role: z.enum(['user', 'editor', 'officer', 'admin']),
  /** The account's version (issue 24): the profile form sends it back with its change. */
  version: z.number().int(),
});

export type User = z.infer<typeof userSchema>;
