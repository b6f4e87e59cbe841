/**
 * A real SMTP server on loopback for tests: the app sends through its ordinary SMTP adapter, the test reads what
 * arrived (parsed as a mail client would) and follows the links. It can also play an outage, to test retries.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface SmtpMessage {
  /** The address of the From header. */
  from: string;
  /** The envelope's recipients: whom it was delivered to, Bcc included. */
  to: string[];
  subject: string;
  /** The parts; '' when the message has none. */
  text: string;
  html: string;
  /** Lower-case header name to its raw value, unfolded; a repeated header keeps its first value. */
  headers: Record<string, string>;
}

export interface SmtpInbox {
  port: number;
  /** Every message accepted so far, oldest first. */
  messages: SmtpMessage[];
  /** How many messages were refused by failNext. */
  readonly refused: number;
  /** The first message, already here or still to come, that matches; rejects after timeoutMs. */
  waitFor(predicate: (message: SmtpMessage) => boolean, timeoutMs?: number): Promise<SmtpMessage>;
  /** The first absolute URL of the text part whose pathname is `path` (e.g. '/reset-password'); throws if none. */
  linkIn(message: SmtpMessage, path: string): string;
  /** Refuses the next n messages with a temporary error (451), as a server in trouble would. */
  failNext(n: number): void;
  /** Every message is answered only after this many milliseconds (a slow mail server). */
  slowDown(ms: number): void;
  clear(): void;
  close(): Promise<void>;
}

function headersOf(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    headers[key] ??= line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return headers;
}

/** The first link in the text part whose path is `path`. */
export function linkIn(message: SmtpMessage, path: string): string {
  const links = message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const link = links.find((url) => URL.canParse(url) && new URL(url).pathname === path);
  if (!link) throw new Error(`No link to ${path} in "${message.subject}"; its links: ${links.join(' ') || 'none'}`);
  return link;
}

/** On `port`, or a free one. */
export async function startSmtpServer(port = 0): Promise<SmtpInbox> {
  const messages: SmtpMessage[] = [];
  // Each waitFor in progress, told of every message that arrives.
  const waiters = new Set<(message: SmtpMessage) => void>();
  let failures = 0;
  let refused = 0;
  let delayMs = 0;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // An app configured with SMTP_USER authenticates: accept anyone, in the clear, on loopback.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    // A reverse DNS lookup per connection only slows tests down.
    disableReverseLookup: true,
    logger: false,
    // close() waits this long for a client that keeps its connection open (a pooled transport).
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      if (failures > 0) {
        failures -= 1;
        refused += 1;
        // The whole message is read before the answer, as after a real DATA command.
        stream.on('end', () => {
          const error: SMTPServerError = new Error('Mailbox temporarily unavailable, try again later');
          error.responseCode = 451;
          callback(error);
        });
        stream.resume();
        return;
      }
      const parsing = simpleParser(stream);
      const answered = delayMs
        ? parsing.then(async (parsed) => {
            await new Promise((resolve) => setTimeout(resolve, delayMs));
            return parsed;
          })
        : parsing;
      answered.then(
        (parsed) => {
          const message: SmtpMessage = {
            from: parsed.from?.value[0]?.address ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            headers: headersOf(parsed),
          };
          messages.push(message);
          for (const notify of waiters) notify(message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    get refused() {
      return refused;
    },
    waitFor(predicate, timeoutMs = 15_000) {
      const arrived = messages.find(predicate);
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve, reject) => {
        const notify = (message: SmtpMessage) => {
          if (!predicate(message)) return;
          done();
          resolve(message);
        };
        const timer = setTimeout(() => {
          done();
          const seen = messages.map((message) => `${message.to.join(', ')}: "${message.subject}"`);
          reject(new Error(`No matching email within ${timeoutMs} ms; received: ${seen.join('; ') || 'none'}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(notify);
        };
        waiters.add(notify);
      });
    },
    linkIn,
    slowDown(ms) {
      delayMs = ms;
    },
    failNext(n) {
      failures = n;
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
