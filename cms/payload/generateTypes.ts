/**
 * Payload's TypeScript types of the collections (payload-types.ts), generated from the config: the schema needs no
 * database, so a placeholder address and secret do.
 */
import { generateTypes } from 'payload/node';
import { buildPayloadConfig } from './config.ts';

export async function writePayloadTypes(outputFile: string): Promise<void> {
  const config = await buildPayloadConfig({
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    secret: 'types-only',
    publicUrl: 'http://localhost',
    storage: { kind: 'local', dir: 'media/uploads', publicBase: '/media/uploads' },
  });
  await generateTypes({ ...config, typescript: { ...config.typescript, outputFile } }, { log: false });
}
