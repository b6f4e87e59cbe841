/**
 * How a search reads in words: a default name for the save dialog ('BMW 3 Series under $40,000') and a one-line
 * summary of every filter for the account's list. Pure functions of the search page's filter set. (The contract
 * module brings zod: only the save dialog, loaded when opened, and the account page import this.)
 */
import { dealRatingLabels } from '@contract/deals';
import { formatCount, formatPrice } from '@contract/format';
import { SAVED_SEARCH_NAME_MAX } from '@contract/savedSearches';
import type { SearchFilters } from '@contract/searchUrl';

/** 'under $40,000', 'over $20,000', '$20,000–$40,000', or '' with neither end. */
function range(min: string, max: string, show: (value: string) => string): string {
  if (min && max) return min === max ? show(min) : `${show(min)}–${show(max)}`;
  if (max) return `under ${show(max)}`;
  if (min) return `over ${show(min)}`;
  return '';
}

const price = (filters: SearchFilters) => range(filters.minPrice, filters.maxPrice, (value) => formatPrice(value));
const mileage = (filters: SearchFilters) =>
  range(filters.minMileage, filters.maxMileage, (value) => `${formatCount(Number(value))} mi`);

/** '2018–2022', '2018 or newer', '2015 or older'. */
function years({ minYear, maxYear }: SearchFilters): string {
  if (minYear && maxYear) return minYear === maxYear ? minYear : `${minYear}–${maxYear}`;
  if (minYear) return `${minYear} or newer`;
  if (maxYear) return `${maxYear} or older`;
  return '';
}

function place({ location, radius }: SearchFilters): string {
  if (!location) return '';
  return radius ? `within ${radius} mi of ${location}` : `near ${location}`;
}

/** What is searched for: make and model, else the body type, else the keyword. */
function subject(filters: SearchFilters): string {
  const car = [filters.make, filters.model, filters.bodyType].filter(Boolean).join(' ');
  if (car) return car;
  return filters.query ? `“${filters.query}”` : 'All cars';
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The name the save dialog offers: the car and its price, then years, mileage and place ('BMW X5 under $60,000'). */
export function searchName(filters: SearchFilters): string {
  const head = [subject(filters), price(filters)].filter(Boolean).join(' ');
  const keyword = filters.query && subject(filters) !== `“${filters.query}”` ? `“${filters.query}”` : '';
  const rest = [keyword, years(filters), mileage(filters), place(filters)].filter(Boolean);
  return shorten([head, ...rest].join(', '), SAVED_SEARCH_NAME_MAX);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every filter of the search, in the filter panel's order, joined by ' · ' ('BMW 3 Series · Under $40,000 · Sedan'). */
export function searchSummary(filters: SearchFilters): string {
  const parts = [
    filters.query && `“${filters.query}”`,
    [filters.make, filters.model].filter(Boolean).join(' '),
    years(filters),
    price(filters),
    mileage(filters),
    filters.bodyType,
    filters.condition,
    filters.fuelType,
    filters.transmission,
    filters.drivetrain,
    filters.exteriorColor && `${filters.exteriorColor} exterior`,
    filters.interiorColor && `${filters.interiorColor} interior`,
    ...filters.features,
    ...filters.dealRating.map((rating) => dealRatingLabels[rating]),
    filters.priceDrops && 'Price drops only',
    filters.includeSold && 'Sold cars included',
    place(filters),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.map(capitalised).join(' · ') : 'All cars';
}
