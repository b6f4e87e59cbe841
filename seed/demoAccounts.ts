/**
 * The demo accounts: an admin and a seller. Their credentials come from the environment with local defaults, and
 * the start-up log prints them. A production server seeds nothing unless SEED_DEMO says so.
 */
export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'user';
}

export function demoAccounts(source: Record<string, string | undefined> = process.env): DemoAccount[] {
  return [
    {
      email: source.DEMO_ADMIN_EMAIL || 'admin@marquee.test',
      password: source.DEMO_ADMIN_PASSWORD || 'admin-demo-2026',
      firstName: 'Avery',
      lastName: 'Admin',
      role: 'admin',
    },
    {
      email: source.DEMO_SELLER_EMAIL || 'seller@marquee.test',
      password: source.DEMO_SELLER_PASSWORD || 'seller-demo-2026',
      firstName: 'Sam',
      lastName: 'Seller',
      role: 'user',
    },
  ];
}
