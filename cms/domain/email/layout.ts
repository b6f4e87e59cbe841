/**
 * The one layout of every account email, as HTML and as plain text. Hand-written on purpose: a single-column,
 * table-based page with inline styles renders the same in Gmail, Outlook and Apple Mail without a library. Nothing
 * is tracked: no remote image, no pixel, no redirecting link; the brand is its name in text.
 */
import { brand } from '../../../contract/brand.ts';

export interface EmailContent {
  /** The line mail clients show after the subject in the inbox; hidden in the body. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** The one call to action, shown as a button; its URL is absolute http(s). */
  action?: { label: string; url: string };
  /** Someone else's words shown set apart, e.g. the admin's reason for a rejection. */
  quote?: string;
  /** Lists of links under a heading, e.g. the cars an alert found; after the paragraphs. */
  lists?: EmailList[];
  /** Why the reader got this email. */
  footnote: string;
  /** Small links under the footnote (stop these emails, manage them). */
  footerLinks?: EmailLink[];
}

export interface EmailLink {
  label: string;
  /** Absolute http(s). */
  url: string;
}

export interface EmailList {
  heading: string;
  items: (EmailLink & { detail: string })[];
  /** A last link after the items, e.g. to every match. */
  more?: EmailLink;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/** The storefront's palette (storefront/src/app/styles.css): ink on white, the one red accent for the action. */
const colors = {
  ink: '#111114',
  muted: '#55555e',
  surface: '#f6f6f7',
  line: '#e3e3e7',
  accent: '#c8102e',
  onAccent: '#ffffff',
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put into the HTML goes through here: names, titles and reasons come from users. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char]);
}

/** A header value on one line (CR/LF would start a new header), trimmed to a length mail clients show. */
export function oneLine(value: string, maxLength = 200): string {
  return value
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

/** Only absolute http(s) links: a relative or `javascript:` URL in an email is a bug. */
function checkedUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new Error(`An email link must be an absolute http(s) URL: ${url}`);
  }
  return url;
}

/** Escaped text with its line breaks kept (an admin's reason may span lines). */
function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** A table row with one padded cell: the building block of the layout. */
function row(content: string, padding: string, style = ''): string {
  return `<tr><td style="padding:${padding};${style}">${content}</td></tr>`;
}

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${font};font-size:16px;line-height:24px;color:${colors.ink};">${multiline(text)}</p>`;
}

function quoteHtml(quote: string): string {
  const cell = `<td style="padding:12px 16px;border-left:4px solid ${colors.line};background-color:${colors.surface};font-family:${font};font-size:15px;line-height:22px;color:${colors.ink};">${multiline(quote)}</td>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr>${cell}</tr></table>`;
}

function linkHtml(link: EmailLink, style: string): string {
  return `<a href="${escapeHtml(checkedUrl(link.url))}" style="${style}">${escapeHtml(link.label)}</a>`;
}

function listHtml(list: EmailList): string {
  const heading = `<h2 style="margin:8px 0 8px;font-family:${font};font-size:18px;line-height:24px;font-weight:bold;color:${colors.ink};">${escapeHtml(list.heading)}</h2>`;
  const items = list.items.map((item) =>
    row(
      `${linkHtml(item, `font-family:${font};font-size:16px;line-height:22px;font-weight:bold;color:${colors.ink};`)}<br><span style="font-family:${font};font-size:14px;line-height:20px;color:${colors.muted};">${escapeHtml(item.detail)}</span>`,
      '10px 0',
      `border-bottom:1px solid ${colors.line};`,
    ),
  );
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;">${items.join('')}</table>`;
  const more = list.more
    ? `<p style="margin:0 0 16px;font-family:${font};font-size:15px;line-height:22px;">${linkHtml(list.more, `color:${colors.accent};`)}</p>`
    : '';
  return heading + table + more;
}

/** A "bulletproof" button: the link fills a coloured cell, so it shows even where CSS padding on links is ignored. */
function buttonHtml(action: NonNullable<EmailContent['action']>): string {
  const href = escapeHtml(checkedUrl(action.url));
  const link = `<a href="${href}" style="display:inline-block;padding:12px 24px;font-family:${font};font-size:16px;font-weight:bold;line-height:20px;color:${colors.onAccent};text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>`;
  const button = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td bgcolor="${colors.accent}" style="border-radius:6px;background-color:${colors.accent};">${link}</td></tr></table>`;
  // The address in full too, for clients that block buttons and for readers who prefer to copy it.
  const fallback = `<p style="margin:0 0 16px;font-family:${font};font-size:13px;line-height:20px;color:${colors.muted};">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:${colors.ink};word-break:break-all;">${href}</a></p>`;
  return button + fallback;
}

function renderHtml(content: EmailContent): string {
  const body = [
    ...content.paragraphs.map(paragraphHtml),
    content.quote ? quoteHtml(content.quote) : '',
    ...(content.lists ?? []).map(listHtml),
    content.action ? buttonHtml(content.action) : '',
  ].join('');
  const footerLinks = (content.footerLinks ?? [])
    .map((link) => linkHtml(link, `color:${colors.muted};`))
    .join(' &middot; ');
  const small = `font-family:${font};font-size:13px;line-height:20px;color:${colors.muted};`;
  const card = [
    row(
      escapeHtml(brand.name),
      '24px 32px 0',
      `font-family:${font};font-size:18px;font-weight:bold;color:${colors.accent};`,
    ),
    row(
      `<h1 style="margin:0;font-family:${font};font-size:24px;line-height:32px;font-weight:bold;color:${colors.ink};">${escapeHtml(content.heading)}</h1>`,
      '16px 32px 16px',
    ),
    row(body, '0 32px 8px'),
    row(
      `<p style="margin:0;${small}">${multiline(content.footnote)}</p>` +
        (footerLinks ? `<p style="margin:8px 0 0;${small}">${footerLinks}</p>` : '') +
        `<p style="margin:8px 0 0;${small}">${escapeHtml(brand.name)}</p>`,
      '16px 32px 24px',
      `border-top:1px solid ${colors.line};`,
    ),
  ].join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(content.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${colors.surface};">`,
    // The preheader, hidden; the spacing characters keep the body's first words out of the inbox preview.
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(content.preheader)}${'&#8199;&#847;'.repeat(40)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.surface};"><tr><td align="center" style="padding:24px 12px;">`,
    // Outlook for Windows ignores max-width: a fixed-width table only it sees.
    '<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid ${colors.line};border-radius:8px;">${card}</table>`,
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

const linkText = (link: EmailLink) => `${link.label}:\n${checkedUrl(link.url)}`;

function listText(list: EmailList): string {
  const items = list.items.map((item) => `* ${item.label}\n  ${item.detail}\n  ${checkedUrl(item.url)}`);
  return [list.heading, ...items, ...(list.more ? [linkText(list.more)] : [])].join('\n\n');
}

function renderText(content: EmailContent): string {
  const blocks = [
    content.heading,
    ...content.paragraphs,
    ...(content.quote ? [content.quote.replace(/^/gm, '> ')] : []),
    ...(content.lists ?? []).map(listText),
    // The link alone on its line, so every client makes it clickable and nothing sticks to it.
    ...(content.action ? [`${content.action.label}:\n${checkedUrl(content.action.url)}`] : []),
    [`-- \n${content.footnote}`, ...(content.footerLinks ?? []).map(linkText), brand.name].join('\n'),
  ];
  return `${blocks.join('\n\n')}\n`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { html: renderHtml(content), text: renderText(content) };
}
