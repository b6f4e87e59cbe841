/** What the e2e run's mail server (support/mailbox.ts) received, for a spec to open the links a user would. */
import { expect } from '@playwright/test';
import { linkIn, type SmtpMessage } from '../helpers/smtpServer.ts';

export const mailboxPorts = (appPort: number) => ({ smtp: appPort + 1000, http: appPort + 2000 });

const appPort = Number(process.env.E2E_PORT || 3901);
const messagesUrl = `http://127.0.0.1:${mailboxPorts(appPort).http}/messages`;

/** The newest email to `to` whose subject matches, once it has arrived (within `timeout` ms). */
export async function emailTo(to: string, subject: RegExp, timeout = 20_000): Promise<SmtpMessage> {
  let found: SmtpMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(messagesUrl)).json()) as SmtpMessage[];
        found = messages.filter((message) => message.to.includes(to) && subject.test(message.subject)).at(-1);
        return Boolean(found);
      },
      { message: `an email to ${to} about ${subject}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The link to `path` in the email, as a path and query on the site under test. */
export function emailLink(message: SmtpMessage, path: string): string {
  const url = new URL(linkIn(message, path));
  return `${url.pathname}${url.search}`;
}
