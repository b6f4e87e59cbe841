/**
 * The jobs queue's email handler: reads what the intent names as it is now (an account or an enquiry deleted since
 * sends nothing), makes the link, renders the email and sends it through Payload's adapter. A thrown error (SMTP
 * down) makes the queue try again later.
 */
import { createLocalReq, forgotPasswordOperation, type Payload } from 'payload';
import { accountPaths } from '../../../contract/account.ts';
import { brand } from '../../../contract/brand.ts';
import type { User } from '../../payload/payload-types.ts';
import { alertEmail } from './alertEmail.ts';
import { alertNews } from './alertNews.ts';
import { enquiryEmail, type Enquiry, type EnquiryEmail } from './enquiryEmail.ts';
import {
  type EmailMessage,
  emailChangedEmail,
  listingDecisionEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verifyEmail,
  welcomeEmail,
} from './messages.ts';
import { emailIntentSchema, type EmailIntent } from './emailIntents.ts';
import { issueVerificationToken } from './verificationToken.ts';

/** An account email, or an enquiry for the sales team (text only, replying to the buyer). */
type Email = EmailMessage | EnquiryEmail;

async function findUser(payload: Payload, id: number): Promise<User | null> {
  return payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true });
}

/** The stored enquiry, with its car, as they are now; null once deleted. */
async function findEnquiry(payload: Payload, id: number): Promise<Enquiry | null> {
  const message = await payload.findByID({
    collection: 'contact-messages',
    id,
    depth: 1,
    populate: { vehicles: { year: true, make: true, model: true, price: true } },
    overrideAccess: true,
    disableErrors: true,
  });
  if (!message) return null;
  const { incomeBand, creditBand, downPayment } = message.financing ?? {};
  return {
    id: message.id,
    firstName: message.senderFirstName,
    lastName: message.senderLastName,
    email: message.senderEmail,
    phone: message.senderPhone ?? undefined,
    subject: message.subject,
    message: message.message,
    isFinancingInterest: Boolean(message.isFinancingInterest),
    isTradeInInterest: Boolean(message.isTradeInInterest),
    vehicle: typeof message.vehicle === 'object' && message.vehicle ? message.vehicle : undefined,
    // The group is stored empty unless the enquiry was a pre-qualification.
    financing: incomeBand && creditBand && downPayment != null ? { incomeBand, creditBand, downPayment } : undefined,
  };
}

function link(payload: Payload, path: string, token?: string): string {
  const url = new URL(path, payload.config.serverURL);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** A reset link from Payload's own forgot-password operation, its email left to us; null for an unknown address. */
async function resetToken(payload: Payload, email: string): Promise<string | null> {
  const req = await createLocalReq({}, payload);
  const token = await forgotPasswordOperation({
    collection: payload.collections.users,
    // Payload's type asks for a password too, which forgetting one does not need.
    data: { email } as { email: string; password: string },
    disableEmail: true,
    req,
  });
  return token ?? null;
}

async function compose(payload: Payload, intent: EmailIntent): Promise<{ to: string; email: Email } | null> {
  if (intent.kind === 'salesEnquiry') {
    const enquiry = await findEnquiry(payload, intent.contactMessageId);
    return enquiry && { to: intent.to, email: enquiryEmail(enquiry, payload.config.serverURL) };
  }
  if (intent.kind === 'alerts') {
    const news = await alertNews(payload, intent);
    return news && { to: news.to, email: alertEmail(news.facts) };
  }
  if (intent.kind === 'passwordReset') {
    const token = await resetToken(payload, intent.email);
    if (!token) return null;
    const user = (await payload.find({ collection: 'users', where: { email: { equals: intent.email } }, limit: 1 }))
      .docs[0];
    const resetUrl = link(payload, accountPaths.resetPassword, token);
    return { to: intent.email, email: passwordResetEmail({ firstName: user?.firstName, resetUrl }) };
  }
  if (intent.kind === 'emailChanged') {
    const user = await findUser(payload, intent.userId);
    return {
      to: intent.oldEmail,
      email: emailChangedEmail({
        firstName: user?.firstName,
        newEmail: intent.newEmail,
        supportEmail: brand.supportEmail,
      }),
    };
  }
  const user = await findUser(payload, intent.userId);
  if (!user) return null;
  const { firstName } = user;
  switch (intent.kind) {
    case 'welcome':
    case 'verify': {
      const to = user.pendingEmail ?? user.email;
      if (user.emailVerified && !user.pendingEmail) return null;
      const token = await issueVerificationToken(payload, user.id, to);
      const verifyUrl = link(payload, accountPaths.verifyEmail, token);
      // Anyone can have these sent to any address, so they carry no text the requester wrote (the name).
      const email =
        intent.kind === 'welcome' && !user.pendingEmail
          ? welcomeEmail({ firstName: null, verifyUrl })
          : verifyEmail({ firstName: null, verifyUrl, newAddress: Boolean(user.pendingEmail) });
      return { to, email };
    }
    case 'passwordChanged':
      return {
        to: user.email,
        email: passwordChangedEmail({
          firstName,
          when: new Date(intent.at),
          forgotPasswordUrl: link(payload, accountPaths.forgotPassword),
        }),
      };
    case 'listingDecision':
      return {
        to: user.email,
        email: listingDecisionEmail({
          firstName,
          title: intent.title,
          subject: intent.subject,
          decision: intent.decision,
          reason: intent.reason,
          listingUrl: link(payload, `/vehicles/${intent.vehicleId}`),
          editUrl: link(payload, `/edit-listing/${intent.vehicleId}`),
        }),
      };
  }
}

export async function deliverEmail(payload: Payload, raw: unknown): Promise<void> {
  const parsed = emailIntentSchema.safeParse(raw);
  if (!parsed.success) {
    // Retrying cannot mend a malformed job; it is dropped and logged.
    payload.logger.error({ intent: raw }, 'A queued email could not be read; it was dropped');
    return;
  }
  const composed = await compose(payload, parsed.data);
  if (!composed) return;
  await payload.sendEmail({ to: composed.to, ...composed.email });
}
