/**
 * `npm run create-admin -- --email you@example.com --password secret [--first-name A --last-name B]`
 * Makes an existing account an admin, or creates one (a password is then required).
 */
import { loginRequestSchema } from '../../contract/api.ts';
import { log, startRuntime } from '../runtime.ts';
import { namedArgs } from './args.ts';

const args = namedArgs(['email', 'password', 'first-name', 'last-name'] as const);
const parsed = loginRequestSchema.partial({ password: true }).safeParse({ email: args.email, password: args.password });
if (!parsed.success) {
  console.error(
    `create-admin: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
  console.error('Usage: npm run create-admin -- --email you@example.com --password <at least 6 characters>');
  process.exit(2);
}
const { email, password } = parsed.data;

const runtime = await startRuntime();
const { payload } = runtime;
let exitCode = 0;
try {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 });
  const user = existing.docs[0];
  if (user) {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { role: 'admin', emailVerified: true, ...(password ? { password } : {}) },
      overrideAccess: true,
    });
    log(`${email} is now an admin${password ? ' (password updated)' : ''}`);
  } else if (!password) {
    console.error(`create-admin: no account ${email} yet; give --password to create it`);
    exitCode = 2;
  } else {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email,
        password,
        role: 'admin',
        emailVerified: true,
        firstName: args['first-name'] ?? '',
        lastName: args['last-name'] ?? '',
      },
    });
    log(`Created admin ${email}`);
  }
} finally {
  await runtime.close();
}
process.exit(exitCode);
