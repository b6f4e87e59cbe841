/**
 * `npm run create-api-key -- --email integration@example.com [--role editor|admin]`
 * Issues an API key for Payload's REST API (/cms-api) to that account (created if missing) and prints it once.
 * Running it again replaces the key; deleting the account (console: Users) revokes it.
 */
import { z } from 'zod';
import { emailSchema } from '../../contract/api.ts';
import { integrationRoles, issueApiKey } from '../domain/users/apiKeys.ts';
import { log, startRuntime } from '../runtime.ts';
import { namedArgs } from './args.ts';

const args = namedArgs(['email', 'role'] as const);
const parsed = z.object({ email: emailSchema, role: z.enum(integrationRoles).default('editor') }).safeParse(args);
if (!parsed.success) {
  console.error(
    `create-api-key: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
  console.error('Usage: npm run create-api-key -- --email integration@example.com [--role editor|admin]');
  process.exit(2);
}

const runtime = await startRuntime();
try {
  const { email, role } = parsed.data;
  const issued = await issueApiKey(runtime.payload, email, role);
  log(`${issued.created ? 'Created' : 'Updated'} ${email} (${role}). Its API key, shown only now:`);
  console.log(issued.apiKey);
  log(`Send it as the header  Authorization: users API-Key <key>`);
} finally {
  await runtime.close();
}
process.exit(0);
