/**
 * The e2e run's mail server: a real SMTP server on loopback that the marketplace sends to, and a small HTTP door on
 * which the specs (in Playwright's worker processes) read what it received. Started by playwright.config.ts.
 */
import { createServer } from 'node:http';
import { startSmtpServer } from '../../helpers/smtpServer.ts';

const smtpPort = Number(process.env.MAILBOX_SMTP_PORT);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT);
const inbox = await startSmtpServer(smtpPort);

createServer((req, res) => {
  if (req.url === '/messages') {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(inbox.messages));
    return;
  }
  res.statusCode = req.url === '/health' ? 200 : 404;
  res.end();
}).listen(httpPort, '127.0.0.1');
