/**
 * What a search engine or a link preview reads about one vehicle page: title, description, canonical URL, Open
 * Graph and Twitter tags, and schema.org `Car` JSON-LD. Pure functions over a public listing, so the server can
 * write them into index.html before the app runs (crawlers and chat previews do not run JavaScript).
 */
import { brand } from '../../../contract/brand.ts';
import { vehicleTitle } from '../../../contract/format.ts';
import type { Vehicle } from '../../../contract/listings.ts';
import { photoSizes, photoVariantUrls } from '../../../contract/photoVariants.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US');
const DESCRIPTION_MAX = 160;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/**
 * JSON text made safe inside <script>: "<" never appears raw, so "</script>" in a seller's text cannot end the
 * script (JSON has "<" only inside strings, where the escape reads the same).
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function scriptJson(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

function absolute(url: string, publicUrl: string): string {
  try {
    return new URL(url, `${publicUrl.replace(/\/$/, '')}/`).toString();
  } catch {
    return url;
  }
}

// The storefront's own title, so a search result reads as the page does ('2020 Lexus RX 350', the model once).
const name = (vehicle: Vehicle) => vehicleTitle(vehicle);

export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function vehiclePageTitle(vehicle: Vehicle): string {
  return `${name(vehicle)} for sale in ${vehicle.location} – ${dollars.format(Number(vehicle.price))} | ${brand.name}`;
}

export function vehiclePageDescription(vehicle: Vehicle): string {
  const facts = [
    `${name(vehicle)} for ${dollars.format(Number(vehicle.price))}`,
    `${whole.format(vehicle.mileage)} miles`,
    `${vehicle.condition} condition`,
    vehicle.exteriorColor,
    `in ${vehicle.location}`,
  ]
    .filter(Boolean)
    .join(', ');
  return shorten(vehicle.description ? `${facts}. ${vehicle.description}` : `${facts}.`, DESCRIPTION_MAX);
}

const driveWheels: Record<string, string> = {
  fwd: 'https://schema.org/FrontWheelDriveConfiguration',
  rwd: 'https://schema.org/RearWheelDriveConfiguration',
  'rear-wheel-drive': 'https://schema.org/RearWheelDriveConfiguration',
  awd: 'https://schema.org/AllWheelDriveConfiguration',
  'all-wheel-drive': 'https://schema.org/AllWheelDriveConfiguration',
  '4wd': 'https://schema.org/FourWheelDriveConfiguration',
};

/** schema.org Car with its Offer; only public fields (no VIN: it is internal). */
export function vehicleJsonLd(vehicle: Vehicle, pageUrl: string, publicUrl: string): Record<string, unknown> {
  const images = vehicle.images.map((image) => absolute(image, publicUrl));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: name(vehicle),
    url: pageUrl,
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'SMI' },
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: Number(vehicle.price).toFixed(2),
      priceCurrency: 'USD',
      availability: vehicle.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: brand.name, telephone: brand.phoneDisplay },
      areaServed: vehicle.state ? { '@type': 'State', name: vehicle.state } : undefined,
    },
  };
  const optional: Record<string, unknown> = {
    vehicleConfiguration: vehicle.trim,
    image: images.length ? images : undefined,
    description: vehicle.description ? shorten(vehicle.description, 1000) : undefined,
    color: vehicle.exteriorColor,
    vehicleInteriorColor: vehicle.interiorColor,
    bodyType: vehicle.bodyType,
    fuelType: vehicle.fuelType,
    vehicleTransmission: vehicle.transmission,
    driveWheelConfiguration: vehicle.drivetrain ? driveWheels[vehicle.drivetrain] : undefined,
  };
  for (const [key, value] of Object.entries(optional)) if (value) data[key] = value;
  return data;
}

/**
 * Preloading a page's first photo lets the browser fetch it with the app's code instead of after it: it is the
 * page's Largest Contentful Paint. Variant addresses get the same srcset and sizes as the storefront's <img>.
 */
export function photoPreload(image: string, sizes: string): string {
  const variants = photoVariantUrls(image);
  if (!variants) return `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`;
  const srcset = variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
}

/** The tags for <head>, as one HTML string. */
export function vehicleHeadTags(vehicle: Vehicle, pageUrl: string, publicUrl: string): string {
  const title = escapeHtml(vehiclePageTitle(vehicle));
  const description = escapeHtml(vehiclePageDescription(vehicle));
  const url = escapeHtml(pageUrl);
  const image = vehicle.images[0] ? escapeHtml(absolute(vehicle.images[0], publicUrl)) : null;
  return [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    image && `<meta property="og:image" content="${image}" />`,
    image && `<meta property="og:image:alt" content="${escapeHtml(name(vehicle))}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta property="product:price:amount" content="${Number(vehicle.price).toFixed(2)}" />`,
    `<meta property="product:price:currency" content="USD" />`,
    vehicle.images[0] && photoPreload(vehicle.images[0], photoSizes.gallery),
    `<script type="application/ld+json">${scriptJson(vehicleJsonLd(vehicle, pageUrl, publicUrl))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
