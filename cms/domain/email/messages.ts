/**
 * The words of every account email, one function each; the layout (layout.ts) escapes and frames them. Names,
 * titles and reasons come from users: they go in as plain strings, never as markup.
 */
import { brand } from '../../../contract/brand.ts';
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from '../../../contract/account.ts';
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

export interface EmailMessage {
  subject: string;
  html: string;
  text: string;
  /** Extra mail headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export type FirstName = string | null | undefined;

export function message(subject: string, content: EmailContent): EmailMessage {
  return { subject: oneLine(subject), ...renderEmail(content) };
}

export function greeting(firstName: FirstName): string {
  const name = oneLine(firstName ?? '');
  return name ? `Hello ${name},` : 'Hello,';
}

/** "1 hour", "3 days": the wording the site's own messages use. */
function duration(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** A time without the reader's time zone: said in UTC, and said so. */
function formatWhen(when: Date): string {
  const formatted = when.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${formatted} UTC`;
}

const verifyLinkLifetime = `The link works for ${duration(VERIFY_LINK_HOURS)}.`;

export function welcomeEmail({ firstName, verifyUrl }: { firstName: FirstName; verifyUrl: string }): EmailMessage {
  return message(`Welcome to ${brand.name}: please verify your email`, {
    preheader: 'Confirm your email address to finish setting up your account.',
    heading: `Welcome to ${brand.name}`,
    paragraphs: [
      greeting(firstName),
      'Thanks for creating an account. Please confirm that this email address is yours, so that we can reach you about your account and your listings.',
      verifyLinkLifetime,
    ],
    action: { label: 'Verify my email', url: verifyUrl },
    footnote: `You got this email because an account was created on ${brand.name} with this address. If it was not you, ignore this email.`,
  });
}

export function verifyEmail({
  firstName,
  verifyUrl,
  newAddress,
}: {
  firstName: FirstName;
  verifyUrl: string;
  /** True when the account asked to move to this address; false for a new link to its current one. */
  newAddress: boolean;
}): EmailMessage {
  if (newAddress) {
    return message('Confirm your new email address', {
      preheader: 'Open the link to make this the address of your account.',
      heading: 'Confirm your new email address',
      paragraphs: [
        greeting(firstName),
        `Your ${brand.name} account asked to use this email address from now on. Open the link to confirm it; until you do, the account keeps its current address.`,
        verifyLinkLifetime,
      ],
      action: { label: 'Confirm my new email', url: verifyUrl },
      footnote: `You got this email because someone asked to move a ${brand.name} account to this address. If it was not you, ignore this email: nothing changes.`,
    });
  }
  return message('Verify your email', {
    preheader: 'Here is the new link to confirm your email address.',
    heading: 'Verify your email',
    paragraphs: [
      greeting(firstName),
      'Here is the new link you asked for to confirm your email address.',
      verifyLinkLifetime,
    ],
    action: { label: 'Verify my email', url: verifyUrl },
    footnote: `You got this email because a verification link was asked for from your ${brand.name} account. If it was not you, ignore this email.`,
  });
}

export function passwordResetEmail({ firstName, resetUrl }: { firstName: FirstName; resetUrl: string }): EmailMessage {
  return message('Reset your password', {
    preheader: `Choose a new password. The link works for ${duration(RESET_LINK_HOURS)}.`,
    heading: 'Reset your password',
    paragraphs: [
      greeting(firstName),
      `We got a request to reset the password of your ${brand.name} account. Choose a new one with the link below.`,
      `The link works for ${duration(RESET_LINK_HOURS)}, and only once.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    footnote: `You got this email because a password reset was asked for this address on ${brand.name}.`,
  });
}

export function passwordChangedEmail({
  firstName,
  when,
  forgotPasswordUrl,
}: {
  firstName: FirstName;
  when: Date;
  forgotPasswordUrl: string;
}): EmailMessage {
  return message('Your password was changed', {
    preheader: `The password of your ${brand.name} account was changed.`,
    heading: 'Your password was changed',
    paragraphs: [
      greeting(firstName),
      `The password of your ${brand.name} account was changed on ${formatWhen(when)}.`,
      'If it was you, there is nothing more to do.',
      `If it was not you, reset your password now with the link below, and tell us at ${brand.supportEmail}.`,
    ],
    action: { label: 'Reset my password', url: forgotPasswordUrl },
    footnote: `You got this email because the password of your ${brand.name} account changed. We send one for every change, to keep your account safe.`,
  });
}

export function emailChangedEmail({
  firstName,
  newEmail,
  supportEmail,
}: {
  firstName: FirstName;
  newEmail: string;
  supportEmail: string;
}): EmailMessage {
  return message('Your email address was changed', {
    preheader: `Your ${brand.name} account now uses another email address.`,
    heading: 'Your email address was changed',
    paragraphs: [
      greeting(firstName),
      `The email address of your ${brand.name} account is now ${newEmail}. Emails about your account go there from now on.`,
      `If you did not make this change, write to us at ${supportEmail} right away.`,
    ],
    footnote: `You got this email at the previous address of your ${brand.name} account, so that you know about the change.`,
  });
}

export interface ListingDecision {
  firstName: FirstName;
  /** The listing's title, e.g. "2019 Honda Civic EX". */
  title: string;
  /** The listing itself, or an owner's change to a live listing. */
  subject: 'listing' | 'change';
  decision: 'approved' | 'rejected';
  /** The admin's reason for a rejection. */
  reason?: string | null;
  listingUrl: string;
  editUrl: string;
}

type DecisionWords = Pick<EmailContent, 'heading' | 'preheader' | 'paragraphs' | 'action'> & { subject: string };

function decisionWords({ title, subject, decision, listingUrl, editUrl }: ListingDecision): DecisionWords {
  const quoted = `"${title}"`;
  const view = { label: 'View your listing', url: listingUrl };
  const edit = { label: 'Edit your listing', url: editUrl };
  if (subject === 'listing' && decision === 'approved') {
    return {
      subject: `Your listing is live: ${title}`,
      preheader: 'Buyers can find your car now.',
      heading: 'Your listing is approved',
      paragraphs: [
        `Good news: your listing ${quoted} passed review and is live on ${brand.name}. Buyers can find it now.`,
      ],
      action: view,
    };
  }
  if (subject === 'listing') {
    return {
      subject: `Your listing was not approved: ${title}`,
      preheader: 'Edit your listing and submit it again.',
      heading: 'Your listing was not approved',
      paragraphs: [
        `We reviewed your listing ${quoted} and could not publish it yet.`,
        'Edit the listing to fix this and submit it again; we will review it once more.',
      ],
      action: edit,
    };
  }
  if (decision === 'approved') {
    return {
      subject: `Your changes are live: ${title}`,
      preheader: 'Your listing shows your changes now.',
      heading: 'Your changes are approved',
      paragraphs: [`The changes you made to your listing ${quoted} passed review and are live now.`],
      action: view,
    };
  }
  return {
    subject: `Your changes were not approved: ${title}`,
    preheader: 'Your listing stays online as it was.',
    heading: 'Your changes were not approved',
    paragraphs: [
      `We reviewed the changes you made to your listing ${quoted} and could not publish them.`,
      'Your listing stays online as it was before the changes. You can edit it and submit the changes again.',
    ],
    action: edit,
  };
}

export function listingDecisionEmail(decision: ListingDecision): EmailMessage {
  const { subject, paragraphs, ...words } = decisionWords(decision);
  // The admin's words come last, set apart, just above the button that lets the seller act on them.
  const reason = decision.decision === 'rejected' ? decision.reason?.trim() : undefined;
  return message(subject, {
    ...words,
    paragraphs: [greeting(decision.firstName), ...paragraphs, ...(reason ? ["The reviewer's reason:"] : [])],
    quote: reason || undefined,
    footnote: `You got this email because you listed a car on ${brand.name}. We write to you each time an admin reviews your listing or a change to it.`,
  });
}
