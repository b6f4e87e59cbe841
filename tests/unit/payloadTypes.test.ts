/** The committed Payload types match the collections: a changed field without `npm run generate:types` fails here. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { payloadTypesFile } from '../../cms/payload/config.ts';
import { writePayloadTypes } from '../../cms/payload/generateTypes.ts';

it('cms/payload/payload-types.ts is what the collections generate', async () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'payload-types-'));
  try {
    const fresh = path.join(scratch, 'payload-types.ts');
    await writePayloadTypes(fresh);
    expect(readFileSync(payloadTypesFile, 'utf8'), 'run npm run generate:types and commit the result').toBe(
      readFileSync(fresh, 'utf8'),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 60_000);
