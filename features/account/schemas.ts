import { z } from 'zod';

import { NAME_MAX, requiredText } from '@/features/auth/schemas';

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
  role: z.enum(['user', 'editor', 'admin']),
});

export type User = z.infer<typeof userSchema>;

// part 3 §5 "Profile edit": both names required (as short as at registration); the avatar is
// checked apart (an image of at most 2 MB, required only while the user has none).
export const AVATAR_MAX_BYTES = 2_000_000;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const editProfileSchema = z.object({
  name: requiredText().max(NAME_MAX, 'rules.counter'),
  last_name: requiredText().max(NAME_MAX, 'rules.counter'),
});

export type EditProfileInput = z.infer<typeof editProfileSchema>;

// part 3 §4 "Enquiry status": the seven states a member's enquiry can be in.
export const ENQUIRY_STATUS_CODES = [10, 20, 30, 40, 50, 60, 70] as const;
export type EnquiryStatusCode = (typeof ENQUIRY_STATUS_CODES)[number];

// part 3 §3 "User enquiry", as GET /api/user-all-enquiries/{userId} answers each row.
export const userEnquirySchema = z.object({
  id: z.number().int(),
  enq_type: z.number().int(),
  type_name: z.string(),
  type_name_ara: z.string(),
  type: z.object({ title: z.string() }),
  date: z.string(),
  updated_at: z.string(),
  status: z.object({ iid: z.number().int() }),
  status_name: z.string(),
  status_name_ara: z.string(),
  enq_status: z.number().int(),
});

export type UserEnquiry = z.infer<typeof userEnquirySchema>;
