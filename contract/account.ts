/**
 * An account's own calls: password reset, email verification, profile, password and email changes, export and
 * deletion. The links emailed for them open the storefront's pages named here.
 */
import { z } from 'zod';
import { emailSchema, passwordSchema, personNameSchema } from './api.ts';
import { isHttpUrl, phoneProblem } from './listingRules.ts';

/** How long an emailed link works. */
export const RESET_LINK_HOURS = 1;
export const VERIFY_LINK_HOURS = 72;

/** The storefront pages the emailed links open (`?token=`); in their own module, which the route list imports. */
export { accountPaths } from './accountPaths.ts';

/** Folder of the upload pipeline (/api/media/upload) for profile photos. */
export const profilePhotoFolder = 'profile-photos';

export const accountMessages = {
  resetSent: `If an account uses that email, a link to reset its password is on its way. It works for ${RESET_LINK_HOURS} hour.`,
  badResetLink: 'This reset link is invalid, used or expired. Ask for a new one.',
  badVerifyLink: 'This verification link is invalid, used or expired. Sign in and send a new one from your account.',
  emailVerified: 'Your email is verified.',
  verifySent: 'We sent a new verification link. It works for 3 days.',
  alreadyVerified: 'Your email is already verified.',
  wrongCurrentPassword: 'Current password is incorrect',
  wrongPassword: 'Password is incorrect',
  sameEmail: 'This is already your email',
  emailTaken: 'An account with this email already exists',
  emailChangeSent: 'We sent a link to the new address. Your email changes when you open it.',
  passwordChanged: 'Password changed. Other devices were signed out.',
  passwordReset: 'Password reset. You are signed in.',
  profileSaved: 'Profile saved',
  accountDeleted: 'Your account and its listings were deleted.',
  lastAdmin: 'The last admin cannot delete their account. Make another admin first.',
} as const;

/** Emailed tokens: Payload's 40 hex digits for a reset, 43 base64url characters for a verification. */
const tokenSchema = z
  .string({ error: 'The link has no token' })
  .trim()
  .min(20, 'The link is incomplete')
  .max(128, 'The link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'The link is not valid');

/** A password the user types to prove it is them (any length: older accounts may predate the rules). */
const passwordProofSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(256, 'Password is too long');

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailRequestSchema = z.object({ token: tokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

const phoneSchema = z
  .string()
  .trim()
  .max(30, 'Enter a valid phone number')
  .refine((phone) => phone === '' || !phoneProblem(phone), 'Enter a valid phone number')
  .transform((phone) => phone || null);

/** Our own photos (`/media/...`) or an http(s) address; empty removes the photo. */
const profileImageSchema = z
  .string()
  .trim()
  .max(2048, 'The photo address is too long')
  .refine(
    (url) => url === '' || (/^\/media\/[\w./-]+$/.test(url) && !url.includes('..')) || isHttpUrl(url),
    'The profile photo must be an http(s) address or a photo uploaded here',
  )
  .transform((url) => url || null);

/** The profile form: any of the four; a field left out keeps its value. */
export const profileUpdateSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    phone: z.union([phoneSchema, z.null()]),
    profileImageUrl: z.union([profileImageSchema, z.null()]),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PATCH /api/user: the profile, and whether price cuts on the account's saved cars are emailed. */
export const accountUpdateSchema = profileUpdateSchema.extend({
  savedCarAlerts: z.boolean({ error: 'savedCarAlerts must be true or false' }).optional(),
});
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: passwordProofSchema,
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({ email: emailSchema, password: passwordProofSchema });
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const accountDeletionSchema = z.object({ password: passwordProofSchema });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** 200 answers of these calls that carry only a message. */
export const accountMessageSchema = z.object({ message: z.string() });
