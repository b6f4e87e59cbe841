/**
 * POST /api/contact: a buyer's enquiry, stored as a ContactMessage and sent to the sales team. At most 10 an hour
 * from one IP address and from one email address (429 with Retry-After after that). With `financing` it is the
 * financing page's pre-qualification: marked as financing interest, its answers in the message's financing group.
 */
import { Router } from 'express';
import { NotFound, type Payload } from 'payload';
import { contactRequestSchema } from '../../../contract/contact.ts';
import { vehicleTitle } from '../../../contract/format.ts';
import { financingMessage, financingSubject } from '../../domain/contact/financing.ts';
import { notifySales } from '../../domain/contact/notifySales.ts';
import { enforce, type RateLimit } from '../security/rateLimit.ts';
import { HttpError } from '../errors.ts';
import { currentUser } from '../session.ts';
import { parseBody } from '../validate.ts';

const HOUR = 60 * 60;
const TOO_MANY = 'You have sent too many messages. Please try again later or call us.';
export const contactLimits: RateLimit[] = [
  { name: 'contact:ip', max: 10, windowSeconds: HOUR, message: TOO_MANY },
  { name: 'contact:email', max: 10, windowSeconds: HOUR, message: TOO_MANY },
];

export function contactRouter(payload: Payload, publicUrl: string, salesEmail: string | undefined): Router {
  const router = Router();

  router.post('/contact', async (req, res) => {
    const data = parseBody(contactRequestSchema, req);
    const user = await currentUser(payload, req);
    let vehicle:
      | { id: number; year: number; make: string; model: string; trim: string | null; price: string | number | null }
      | undefined;
    if (data.vehicleId !== undefined) {
      try {
        vehicle = (await payload.findByID({
          collection: 'vehicles',
          id: data.vehicleId,
          depth: 0,
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
    await enforce(payload, res, contactLimits[0], req.ip ?? 'unknown');
    await enforce(payload, res, contactLimits[1], data.email);

    const financing = data.financing ?? undefined;
    // The financing form leaves the subject to the server and the message to the buyer.
    const subject = data.subject || financingSubject(vehicle && vehicleTitle(vehicle));
    const message = data.message || (financing ? financingMessage(financing) : '');
    const isFinancingInterest = data.isFinancingInterest || financing !== undefined;
    const stored = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
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
    try {
      await notifySales(
        payload,
        { id: Number(stored.id), ...data, subject, message, isFinancingInterest, financing, vehicle },
        publicUrl,
        salesEmail,
      );
    } catch (error) {
      // The enquiry is stored and visible in the console's inbox; a mail outage must not lose it or fail the buyer.
      payload.logger.error({ err: error, contactMessageId: stored.id }, 'Could not send the enquiry notification');
    }
    res.status(201).json({
      id: stored.id,
      message: financing
        ? 'Thanks! A financing specialist will contact you within one business day.'
        : 'Thanks for reaching out! The seller will be in touch soon.',
    });
  });

  return router;
}
