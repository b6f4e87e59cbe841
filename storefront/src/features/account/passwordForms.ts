/**
 * The forms that set a new password ask for it twice; the match is checked here only (the server takes it once).
 * Field names follow the server's, so its per-field messages land on the right input.
 */
import { z } from 'zod';
import { passwordChangeSchema } from '@contract/account';
import { passwordSchema } from '@contract/api';

export const passwordMismatch = 'Passwords do not match';

const confirmation = z.string();

/** /reset-password: the new password and its confirmation (the link's token is added when sending). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmation })
  .refine((values) => values.password === values.confirmPassword, {
    message: passwordMismatch,
    path: ['confirmPassword'],
  });

/** The account page's change: the current password, the new one and its confirmation. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: confirmation })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: passwordMismatch,
    path: ['confirmPassword'],
  });
