/**
 * Who read a listing, to count each visitor once a day: the signed-in user, else the client's address and browser
 * (User-Agent); no cookie. Kept as a keyed hash (HMAC with the server's secret, the day included), so view_marks
 * holds no address and one visitor's marks of two days cannot be linked.
 */
import { createHmac } from 'node:crypto';

export type Visitor = { userId: number | string } | { address: string; userAgent: string };

export function visitorKey(secret: string, day: string, visitor: Visitor): string {
  const who = 'userId' in visitor ? `user\n${visitor.userId}` : `client\n${visitor.address}\n${visitor.userAgent}`;
  return createHmac('sha256', secret).update(`${day}\n${who}`).digest('base64url').slice(0, 22);
}
