/**
 * POST /api/contact: a buyer's enquiry, stored as a ContactMessage and queued for email to the sales team
 * (SALES_EMAIL, else the brand's support address): a slow or failing mail server neither delays the buyer nor loses
 * the email, which the queue retries. At most 10 an hour from one IP address and from one email address (429 with
 * Retry-After after that). With `financing` it is the financing page's pre-qualification: marked as financing
 * interest, its answers in the message's financing group.
 */
import { Router } from 'express';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, NotFound, type Payload } from 'payload';
import { brand } from '../../../contract/brand.ts';
import { contactRequestSchema } from '../../../contract/contact.ts';
import { vehicleTitle } from '../../../contract/format.ts';
import { queueEmail, sendQueuedEmailSoon } from '../../domain/email/emailIntents.ts';
import { financingMessage, financingSubject } from '../../domain/contact/financing.ts';
import { clientAddress, enforce, type RateLimit } from '../security/rateLimit.ts';
import { HttpError } from '../errors.ts';
import { currentUser } from '../session.ts';
import { parseBody } from '../validate.ts';

const HOUR = 60 * 60;
const TOO_MANY = 'You have sent too many messages. Please try again later or call us.';
export const contactLimits: RateLimit[] = [
  { name: 'contact:ip', max: 10, windowSeconds: HOUR, message: TOO_MANY },
  { name: 'contact:email', max: 10, windowSeconds: HOUR, message: TOO_MANY },
];

export function contactRouter(payload: Payload, salesEmail: string | undefined): Router {
  const router = Router();

  router.post('/contact', async (req, res) => {
    const data = parseBody(contactRequestSchema, req);
    const user = await currentUser(payload, req);
    let vehicle: { id: number; year: number; make: string; model: string; trim: string | null } | undefined;
    if (data.vehicleId !== undefined) {
      try {
        vehicle = (await payload.findByID({
          collection: 'vehicles',
          id: data.vehicleId,
          depth: 0,
          // The title is all the enquiry needs of the listing (its access rule still decides whether it is found).
          select: { year: true, make: true, model: true, trim: true },
          user,
          overrideAccess: false,
        })) as never;
      } catch (error) {
        if (error instanceof NotFound) {
          throw new HttpError(400, 'This vehicle is not available', [
            { path: 'vehicleId', message: 'No such vehicle' },
          ]);
        }
        throw error;
      }
    }
    await enforce(payload, res, contactLimits[0], clientAddress(req));
    await enforce(payload, res, contactLimits[1], data.email);

    const financing = data.financing ?? undefined;
    // The financing form leaves the subject to the server and the message to the buyer.
    const subject = data.subject || financingSubject(vehicle && vehicleTitle(vehicle));
    const message = data.message || (financing ? financingMessage(financing) : '');
    const isFinancingInterest = data.isFinancingInterest || financing !== undefined;
    // The message and its email's job commit together: no stored enquiry the sales team is never told of.
    const localReq = await createLocalReq({}, payload);
    await initTransaction(localReq);
    let stored;
    try {
      stored = await payload.create({
        collection: 'contact-messages',
        depth: 0,
        overrideAccess: true,
        req: localReq,
        data: {
          vehicle: vehicle?.id ?? null,
          status: 'new',
          senderName: `${data.firstName} ${data.lastName}`,
          senderFirstName: data.firstName,
          senderLastName: data.lastName,
          senderEmail: data.email,
          senderPhone: data.phone ?? null,
          subject,
          message,
          isFinancingInterest,
          isTradeInInterest: data.isTradeInInterest,
          ...(financing && { financing }),
        },
      });
      await queueEmail(
        payload,
        { kind: 'salesEnquiry', contactMessageId: Number(stored.id), to: salesEmail ?? brand.supportEmail },
        localReq,
      );
      await commitTransaction(localReq);
    } catch (error) {
      await killTransaction(localReq);
      throw error;
    }
    sendQueuedEmailSoon(payload);
    res.status(201).json({
      id: stored.id,
      message: financing
        ? 'Thanks! A financing specialist will contact you within one business day.'
        : 'Thanks for reaching out! The seller will be in touch soon.',
    });
  });

  return router;
}
