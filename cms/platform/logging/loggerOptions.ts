/**
 * Options of Payload's pino logger: every line written while a request is served carries its `reqId`, credentials
 * are censored wherever a log call puts them, and an error a client caused (a 4xx) is one line at info, never an
 * error with a stack.
 */
import type { LoggerOptions } from 'pino';
import { requestContext } from './requestContext.ts';

// pino's redact paths: exact keys, one `*` level deep (a path is checked only where it exists).
const SECRET_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'salt',
  '*.salt',
  'hash',
  '*.hash',
  'sessions',
  '*.sessions',
  'resetPasswordToken',
  '*.resetPasswordToken',
  '_verificationToken',
  '*._verificationToken',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

const ERROR_LEVEL = 50;

/** The HTTP status a logged error carries when it is the client's doing (Payload's APIError and its kin), else undefined. */
export function clientErrorStatus(logged: unknown): number | undefined {
  const err = (logged as { err?: { status?: unknown } } | null)?.err;
  const status = err?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

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
    hooks: {
      // Payload's error handler logs by error class (its `loggingLevels`), and APIError, one class, is both a client's
      // 400 (a malformed query value, too large a file) and a fault of ours: decide by status instead, as /api does.
      logMethod(args, method, level) {
        const status = level >= ERROR_LEVEL ? clientErrorStatus(args[0]) : undefined;
        if (status === undefined) return method.apply(this, args);
        this.info({ status }, (args[0] as unknown as { err: Error }).err.message);
      },
    },
  };
}
