/**
 * What crosses the wire: zod schemas for /api requests and responses, shared by the server and both front ends.
 */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

export const roles = ['user', 'editor', 'admin'] as const;
export type Role = (typeof roles)[number];

/** A 400's body: a human message and one entry per offending field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password is too long');

export const personNameSchema = z.string().trim().max(80, 'Must be at most 80 characters');

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema.optional().default(''),
  lastName: personNameSchema.optional().default(''),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The current user as the client reads it. */
export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(roles),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  /** False until the owner opens the link emailed at registration; their listings wait outside the review queue. */
  emailVerified: z.boolean(),
  /** An address the user asked to move to, waiting for its verification link to be opened. */
  pendingEmail: z.string().nullable(),
  /** Price cuts on saved cars are emailed (the daily alert); the account page and the alert's unsubscribe link. */
  savedCarAlerts: z.boolean(),
  authenticated: z.literal(true),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/login?returnTo=: only a path on this site, never another host. */
export const returnToSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site');

export * from './listings.ts';
