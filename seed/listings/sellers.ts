/**
 * Who sells the demo listings: the seed's demo seller (its email and password come from demoAccounts, so
 * DEMO_SELLER_EMAIL moves the listings with it) and three more private sellers created the same way, with
 * `@marquee.test` addresses and the demo seller's password. Phone numbers are in the 555-01xx fictional range.
 */
import { demoAccounts, type DemoAccount } from '../demoAccounts.ts';

export type DemoSellerKey = 'seller' | 'harper' | 'diego' | 'priya';

export interface DemoSeller extends DemoAccount {
  phone: string;
}

export function demoSellers(
  source: Record<string, string | undefined> = process.env,
): Record<DemoSellerKey, DemoSeller> {
  const seller = demoAccounts(source).find((account) => account.role === 'user');
  if (!seller) throw new Error('The demo accounts have no seller');
  const password = seller.password;
  const extra = (firstName: string, lastName: string, phone: string): DemoSeller => ({
    email: `${firstName.toLowerCase()}@marquee.test`,
    password,
    firstName,
    lastName,
    role: 'user',
    phone,
  });
  return {
    seller: { ...seller, phone: '(614) 555-0163' },
    harper: extra('Harper', 'Lane', '(310) 555-0142'),
    diego: extra('Diego', 'Alvarez', '(305) 555-0176'),
    priya: extra('Priya', 'Raman', '(212) 555-0129'),
  };
}
