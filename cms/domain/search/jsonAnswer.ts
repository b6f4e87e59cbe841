/** An answer serialised once, with a hash of its text: an HTTP ETag without hashing it on every send. */
import { createHash } from 'node:crypto';

export interface JsonAnswer {
  json: string;
  hash: string;
}

export function jsonAnswer(value: unknown): JsonAnswer {
  const json = JSON.stringify(value);
  return { json, hash: createHash('sha1').update(json).digest('base64url') };
}
