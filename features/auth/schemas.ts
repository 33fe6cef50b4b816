import { z } from 'zod';

import { NAME_MAX, requiredText, requiredValue } from '@/lib/validation/rules';

// part 1 §5: the rules of the sign-in and registration forms (shared rules in lib/validation).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const emptyOr = (test: (value: string) => boolean) => (value: string) =>
  value === '' || test(value);
const PHONE = /^\+?\d{6,15}$/;

const email = requiredText().toLowerCase().max(255, 'rules.email').pipe(z.email('rules.email'));
const newPassword = requiredValue()
  .refine(
    emptyOr((value) => value.length >= PASSWORD_MIN),
    'rules.min',
  )
  .max(PASSWORD_MAX, 'rules.invalid');
const confirmation = requiredValue();
const name = requiredText().max(NAME_MAX, 'rules.counter');

type Passwords = { password: string; password_confirmation: string };

// "Do not match" as soon as both passwords are there, even while other fields are still wrong.
const matches = (value: Passwords) => value.password === value.password_confirmation;
const mismatch = {
  path: ['password_confirmation'],
  message: 'rules.confirmation',
  when: ({ value }: { value: unknown }) => {
    const passwords = value as Partial<Passwords> | undefined;
    return (
      typeof passwords?.password === 'string' &&
      typeof passwords.password_confirmation === 'string' &&
      passwords.password_confirmation.length > 0
    );
  },
};

const registerFields = z.object({
  name,
  phone: requiredText().refine(
    emptyOr((value) => PHONE.test(value)),
    'rules.digits',
  ),
  email,
  password: newPassword,
  password_confirmation: confirmation,
});

/** POST /api/register */
export const registerSchema = registerFields.refine(matches, mismatch);
/** The sign-up form: the request plus the terms box. */
export const registerFormSchema = registerFields
  .extend({ terms: z.boolean().refine((ticked) => ticked, 'rules.you_must') })
  .refine(matches, mismatch);

/** POST /api/login: the server only needs both values; the form also checks the length. */
export const loginSchema = z.object({ email, password: requiredValue() });
export const loginFormSchema = z.object({ email, password: newPassword });

/** POST /api/forget_password (form-encoded); `token` is the captcha token when one is used. */
export const forgotPasswordSchema = z.object({ email, token: z.string().optional() });

const resetFields = z.object({
  email,
  token: requiredValue().max(200, 'rules.invalid'),
  password: newPassword,
  password_confirmation: confirmation,
});
/** POST /api/reset_password (form-encoded) */
export const resetPasswordSchema = resetFields.refine(matches, mismatch);
/** The reset form: token and e-mail come from the route. */
export const resetPasswordFormSchema = resetFields
  .pick({ password: true, password_confirmation: true })
  .refine(matches, mismatch);

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterForm = z.input<typeof registerFormSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type LoginForm = z.input<typeof loginFormSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST /api/login and /api/register answer the Bearer token (also set as the session cookie). */
export const tokenResponseSchema = z.object({ token: z.string() });
/** POST /api/staff/login (issue 13): the session, and the second-factor step that comes next. */
export const staffLoginResponseSchema = tokenResponseSchema.extend({
  second_factor: z.enum(['setup', 'verify']),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;
export const messageResponseSchema = z.object({ message: z.string() });
