/**
 * Options of Payload's pino logger (JSON lines on stdout): every line written while a request is served carries
 * its `reqId`, and credentials are censored wherever a log call puts them.
 */
import type { LoggerOptions } from 'pino';
import { requestContext } from './requestContext.ts';

// pino's redact paths: exact keys, one `*` level deep (a path is checked only where it exists).
const SECRET_PATHS = [
  'password', '*.password', 'newPassword', '*.newPassword', 'token', '*.token', 'salt', '*.salt', 'hash', '*.hash',
  'sessions', '*.sessions', 'resetPasswordToken', '*.resetPasswordToken', '_verificationToken', '*._verificationToken',
  'headers.cookie', 'headers.authorization', '*.headers.cookie', '*.headers.authorization', 'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    name: 'payload',
    // A new object each time: pino merges the line's own fields into what mixin returns.
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { reqId: context.reqId } : {};
    },
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
  };
}
