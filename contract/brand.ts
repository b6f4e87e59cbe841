/**
 * The brand and the provider's details, in one place for the server and both front ends.
 * Front ends read Vite's import.meta.env (VITE_*), the server reads process.env; both fall back to these defaults.
 */
type Env = Record<string, string | undefined>;

const viteEnv: Env = (import.meta as unknown as { env?: Env }).env ?? {};
const nodeEnv: Env = typeof process !== 'undefined' && process.env ? process.env : {};

function setting(name: string, fallback: string): string {
  return viteEnv[`VITE_${name}`] || nodeEnv[name] || fallback;
}

export const brand = {
  name: setting('BRAND_NAME', 'Marquee Motors'),
  phoneDisplay: setting('PROVIDER_PHONE', '(555) 010-4200'),
  phoneAvailability: 'Available 7 days a week',
  supportEmail: setting('SUPPORT_EMAIL', 'support@marqueemotors.example'),
  reviewsUrl: setting('REVIEWS_URL', 'https://maps.google.com/?q=Marquee+Motors'),
} as const;

/** tel:/sms: link target for the provider phone: digits only, with the US country code. */
export function phoneHref(scheme: 'tel' | 'sms', display: string = brand.phoneDisplay): string {
  const digits = display.replace(/\D/g, '');
  const e164 = digits.length === 10 ? `+1${digits}` : `+${digits}`;
  return `${scheme}:${e164}`;
}
