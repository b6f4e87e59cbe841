/**
 * What the console bridge needs to know about one react-admin resource: its collection, who may use it, how its
 * filters and sort fields map to Payload, how a record looks on the wire, and which writes it accepts.
 */
import type { CollectionSlug, Payload, TypedUser, Where } from 'payload';
import type { z } from 'zod';
import type { Role } from '../../../contract/api.ts';

export type Doc = Record<string, unknown>;

export interface UpdateContext {
  payload: Payload;
  user: TypedUser;
  id: number;
  /** The record as the caller may read it now. */
  current: Doc;
  /** The request body, not yet validated. */
  body: unknown;
}

export interface ConsoleResource<F extends Record<string, unknown> = Record<string, unknown>> {
  collection: CollectionSlug;
  /** Roles that may use the resource at all; Payload's access rules then apply to each call. */
  roles: readonly Role[];
  /** Console field -> Payload field, for `sort`. */
  sortable: Record<string, string>;
  /** Payload sort when the client sends none. */
  defaultSort: string;
  /** The `filter` object's schema (strict: an unknown filter is a 400, not silently ignored). */
  filter: z.ZodType<F>;
  where(filter: F): Where;
  view(doc: Doc, payload: Payload): unknown;
  /** Absent: the resource is read-only here (405). */
  update?(context: UpdateContext): Promise<Doc>;
  /** Whether DELETE is offered. */
  deletable?: boolean;
}

/** Type-checks a resource against its own filter type, then erases it for the router's table. */
export function defineResource<F extends Record<string, unknown>>(resource: ConsoleResource<F>): ConsoleResource {
  return resource as unknown as ConsoleResource;
}

/** A text field as the wire shows it: the string, or null when unset. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
