import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/auth/schemas';
import type { StaffRole } from '@/lib/auth/staff-roles';
import { requiredText, requiredValue } from '@/lib/validation/rules';
import { versionField, versionSchema } from '@/lib/validation/version';

// Issue 13: the console's second factor and the staff accounts an administrator manages.
export const STAFF_ROLE_NAMES = ['admin', 'officer', 'editor'] as const satisfies StaffRole[];

/** A code of the authenticator app: six digits (the form drops spaces before sending it). */
const totpCode = requiredText().regex(/^\d{6}$/, 'ConsoleAuth.errors.codeFormat');

/** POST /api/staff/second-factor/setup */
export const secondFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of otpauth_url, an SVG document. */
  qr_svg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** POST /api/staff/second-factor/enable */
export const enableSecondFactorSchema = z.object({ code: totpCode });
export const recoveryCodesSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});

/** POST /api/staff/second-factor/verify: a code of the app, or one of the recovery codes. */
export const verifySecondFactorSchema = z
  .object({
    code: totpCode.optional(),
    recovery_code: requiredText().max(40, 'ConsoleAuth.errors.recoveryCode').optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    path: ['code'],
    message: 'rules.required',
  });
export type VerifySecondFactor = z.infer<typeof verifySecondFactorSchema>;
export const verifiedSchema = z.object({ recovery_codes_left: z.number().int() });

const email = requiredText().toLowerCase().max(255, 'rules.email').pipe(z.email('rules.email'));
const role = z.enum(STAFF_ROLE_NAMES, { error: 'Api.unknownChoice' });

/** A staff account as the administrators' list shows it (never its secret or codes). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  role,
  /** The second factor is set up (false: the next sign-in sets it up). */
  second_factor: z.boolean(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
  version: versionSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.object({ data: z.array(staffAccountSchema) });

/** POST /api/staff/staff-accounts: the initial password is handed over by the administrator. */
export const newStaffAccountSchema = z.object({
  name: requiredText().max(100, 'rules.max100'),
  email,
  role,
  password: requiredValue().min(PASSWORD_MIN, 'rules.min').max(PASSWORD_MAX, 'rules.invalid'),
  /** The language of the e-mails the account gets; English when absent. */
  locale: z.enum(['en', 'ar']).optional(),
});
export type NewStaffAccount = z.input<typeof newStaffAccountSchema>;

/** PUT /api/staff/staff-accounts/{id} */
export const staffRoleSchema = z.object({ role, version: versionField.optional() });
