import { describe, expect, it } from 'vitest';
import { brand } from '../../contract/brand.ts';
import { renderEmail } from '../../cms/domain/email/layout.ts';
import {
  emailChangedEmail,
  listingDecisionEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verifyEmail,
  welcomeEmail,
  type EmailMessage,
  type ListingDecision,
} from '../../cms/domain/email/messages.ts';

const site = 'http://localhost:3000';
const verifyUrl = `${site}/verify-email?token=v3r1fy_T0ken-abcdefghijklmnopqrstuvwxyz0123`;
const resetUrl = `${site}/reset-password?token=0123456789abcdef0123456789abcdef01234567`;
const forgotPasswordUrl = `${site}/forgot-password`;
const listingUrl = `${site}/vehicles/42`;
const editUrl = `${site}/sell/42/edit?from=email&step=1`;

const hostile = {
  firstName: 'Ana <b>',
  title: '2019 <script>alert(1)</script> Civic',
  reason: 'Blurry photos <img src=x onerror=alert(1)>\nand "quotes" & more',
};

function decision(overrides: Partial<ListingDecision>): EmailMessage {
  return listingDecisionEmail({
    firstName: 'Ana',
    title: '2019 Honda Civic EX',
    subject: 'listing',
    decision: 'approved',
    listingUrl,
    editUrl,
    ...overrides,
  });
}

/** Every email, with the links it must carry. */
const emails: Array<{ name: string; email: EmailMessage; links: string[] }> = [
  { name: 'welcome', email: welcomeEmail({ firstName: 'Ana', verifyUrl }), links: [verifyUrl] },
  {
    name: 'verify (resent)',
    email: verifyEmail({ firstName: 'Ana', verifyUrl, newAddress: false }),
    links: [verifyUrl],
  },
  {
    name: 'verify (new address)',
    email: verifyEmail({ firstName: 'Ana', verifyUrl, newAddress: true }),
    links: [verifyUrl],
  },
  { name: 'password reset', email: passwordResetEmail({ firstName: 'Ana', resetUrl }), links: [resetUrl] },
  {
    name: 'password changed',
    email: passwordChangedEmail({ firstName: 'Ana', when: new Date('2025-06-03T14:05:00Z'), forgotPasswordUrl }),
    links: [forgotPasswordUrl],
  },
  {
    name: 'email changed',
    email: emailChangedEmail({ firstName: 'Ana', newEmail: 'ana@new.example', supportEmail: brand.supportEmail }),
    links: [],
  },
  { name: 'listing approved', email: decision({}), links: [listingUrl] },
  {
    name: 'listing rejected',
    email: decision({ decision: 'rejected', reason: 'Photos missing' }),
    links: [editUrl],
  },
  { name: 'changes approved', email: decision({ subject: 'change' }), links: [listingUrl] },
  {
    name: 'changes rejected',
    email: decision({ subject: 'change', decision: 'rejected', reason: 'Price looks incorrect' }),
    links: [editUrl],
  },
];

const escapedInHtml = (url: string) => url.replace(/&/g, '&amp;');

describe.each(emails)('the $name email', ({ email, links }) => {
  it('has a one-line subject and both parts', () => {
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject.length).toBeGreaterThan(0);
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.text.length).toBeGreaterThan(0);
  });

  it('carries its links in both parts, each alone on its line in the text', () => {
    for (const link of links) {
      expect(email.html).toContain(`href="${escapedInHtml(link)}"`);
      expect(email.text.split('\n')).toContain(link);
    }
  });

  it('loads nothing remote and links nowhere else', () => {
    expect(email.html).not.toMatch(/<img|<link|<script|url\(|@import/i);
    const htmlUrls = (email.html.match(/https?:\/\/[^\s"<]+/g) ?? []).map((url) => url.replace(/&amp;/g, '&'));
    const textUrls = email.text.match(/https?:\/\/\S+/g) ?? [];
    expect(new Set(htmlUrls)).toEqual(new Set(links));
    expect(new Set(textUrls)).toEqual(new Set(links));
  });

  it('names the brand in text and says why it was sent', () => {
    expect(email.html).toContain(brand.name);
    expect(email.text).toContain(brand.name);
    expect(email.text).toContain('You got this email');
  });

  it('greets the reader by name', () => {
    expect(email.text).toContain('Hello Ana,');
  });
});

describe('the key sentence of each email', () => {
  it('welcome: verify within 3 days', () => {
    const { subject, text } = welcomeEmail({ firstName: 'Ana', verifyUrl });
    expect(subject).toBe(`Welcome to ${brand.name}: please verify your email`);
    expect(text).toContain('The link works for 3 days.');
  });

  it('verify: a resent link, or the confirmation of a new address', () => {
    expect(verifyEmail({ firstName: 'Ana', verifyUrl, newAddress: false }).text).toContain(
      'Here is the new link you asked for',
    );
    const moved = verifyEmail({ firstName: 'Ana', verifyUrl, newAddress: true });
    expect(moved.subject).toBe('Confirm your new email address');
    expect(moved.text).toContain('until you do, the account keeps its current address');
  });

  it('password reset: 1 hour, and ignoring it keeps the password', () => {
    const { subject, text } = passwordResetEmail({ firstName: 'Ana', resetUrl });
    expect(subject).toBe('Reset your password');
    expect(text).toContain('The link works for 1 hour, and only once.');
    expect(text).toContain('If you did not ask for this, ignore this email: your password stays as it is.');
  });

  it('password changed: when, and what to do if it was not you', () => {
    const { text } = passwordChangedEmail({
      firstName: 'Ana',
      when: new Date('2025-06-03T14:05:00Z'),
      forgotPasswordUrl,
    });
    expect(text).toContain('was changed on June 3, 2025 at 2:05 PM UTC.');
    expect(text).toContain('If it was not you, reset your password now');
  });

  it('email changed: the new address and the support address, sent to the old one', () => {
    const { text } = emailChangedEmail({
      firstName: 'Ana',
      newEmail: 'ana@new.example',
      supportEmail: 'help@x.example',
    });
    expect(text).toContain('is now ana@new.example.');
    expect(text).toContain('If you did not make this change, write to us at help@x.example');
  });

  it('listing decisions: approved, rejected with the reason, changes approved, changes rejected', () => {
    expect(decision({}).text).toContain('passed review and is live');
    const rejected = decision({ decision: 'rejected', reason: 'Photos missing' });
    expect(rejected.text).toContain('could not publish it yet');
    expect(rejected.text).toContain('> Photos missing');
    expect(rejected.text).toContain('submit it again');
    expect(decision({ subject: 'change' }).text).toContain('passed review and are live now');
    const changeRejected = decision({ subject: 'change', decision: 'rejected', reason: 'Price looks incorrect' });
    expect(changeRejected.text).toContain('Your listing stays online as it was before the changes.');
    expect(changeRejected.text).toContain('> Price looks incorrect');
  });

  it('a rejection without a reason shows no empty quote', () => {
    const { text } = decision({ decision: 'rejected', reason: '  ' });
    expect(text).not.toContain("reviewer's reason");
    expect(text).not.toContain('> ');
  });
});

describe('what users wrote', () => {
  const rejected = decision({ ...hostile, subject: 'change', decision: 'rejected' });

  it('is escaped in the HTML', () => {
    expect(rejected.html).not.toContain('<script');
    expect(rejected.html).not.toContain('<img');
    expect(rejected.html).not.toContain('<b>');
    expect(rejected.html).toContain('2019 &lt;script&gt;alert(1)&lt;/script&gt; Civic');
    expect(rejected.html).toContain(
      'Blurry photos &lt;img src=x onerror=alert(1)&gt;<br>and &quot;quotes&quot; &amp; more',
    );
    expect(rejected.html).toContain('Hello Ana &lt;b&gt;,');
  });

  it('stays verbatim in the text', () => {
    expect(rejected.text).toContain(hostile.title);
    expect(rejected.text).toContain('> Blurry photos <img src=x onerror=alert(1)>\n> and "quotes" & more');
    expect(rejected.text).toContain('Hello Ana <b>,');
  });

  it('never breaks the subject onto a second line', () => {
    const { subject } = decision({ title: 'Civic\r\nBcc: victim@example.com' });
    expect(subject).toBe('Your listing is live: Civic Bcc: victim@example.com');
  });

  it('is greeted plainly without a first name', () => {
    expect(welcomeEmail({ firstName: null, verifyUrl }).text).toContain('Hello,');
    expect(welcomeEmail({ firstName: ' ', verifyUrl }).text).toContain('Hello,');
  });
});

describe('the layout', () => {
  const content = { preheader: 'Pre', heading: 'Head', paragraphs: ['One'], footnote: 'Why' };

  it('refuses a link that is not absolute http(s)', () => {
    for (const url of ['/reset-password', 'javascript:alert(1)', 'mailto:a@b.example']) {
      expect(() => renderEmail({ ...content, action: { label: 'Go', url } })).toThrow(/absolute http/);
    }
  });

  it('keeps to one column of at most 560 pixels, with the preheader hidden', () => {
    const { html } = renderEmail(content);
    expect(html).toContain('max-width:560px');
    expect(html).toMatch(/<div style="display:none;[^"]*">Pre/);
  });
});
