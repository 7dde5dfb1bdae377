import { z } from 'zod';
import { LOCALES } from './messages';

/**
 * Validation messages are message codes (see messages.ts): the server turns them into text in
 * the caller's language; the client looks them up in MESSAGES.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;

export const ROLES = ['admin', 'student'] as const;
export type Role = (typeof ROLES)[number];

export const email = z
  .string({ error: 'invalidEmail' })
  .trim()
  .max(254, { error: 'invalidEmail' })
  .pipe(z.email({ error: 'invalidEmail' }));

const newPassword = z
  .string({ error: 'passwordTooShort' })
  .min(MIN_PASSWORD_LENGTH, { error: 'passwordTooShort' })
  .max(MAX_PASSWORD_LENGTH, { error: 'passwordTooLong' });

const firstName = z
  .string({ error: 'firstNameRequired' })
  .trim()
  .min(1, { error: 'firstNameRequired' })
  .max(MAX_NAME_LENGTH, { error: 'nameTooLong' });

const lastName = z
  .string({ error: 'lastNameRequired' })
  .trim()
  .min(1, { error: 'lastNameRequired' })
  .max(MAX_NAME_LENGTH, { error: 'nameTooLong' });

export const locale = z.enum(LOCALES, { error: 'invalidLocale' });

export const registerBody = z.object({
  email,
  password: newPassword,
  firstName,
  lastName,
  /** The UI language at registration; defaults to English. */
  locale: locale.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** Same rules as the spec's login form (§5): a valid email and at least 6 characters. */
export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'passwordTooShort' })
    .min(MIN_PASSWORD_LENGTH, { error: 'passwordTooShort' })
    .max(MAX_PASSWORD_LENGTH, { error: 'passwordTooLong' }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const profileBody = z.object({
  firstName,
  lastName,
  locale,
  /** Keep uploaded images and PDFs with the history (account preference). */
  storeUploads: z.boolean({ error: 'invalidRequest' }).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const user = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  locale: locale,
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  storeUploads: z.boolean(),
  /** ISO 8601 date-time. */
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;
