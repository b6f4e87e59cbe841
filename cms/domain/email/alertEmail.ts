/**
 * The words of an alert email: the new cars of each saved search and the price cuts on saved cars, each car a
 * link with its price, mileage and place, and a link to stop each kind of alert (no sign-in needed). Mail clients
 * get a one-click unsubscribe header (RFC 8058) that stops every alert of the account.
 */
import { brand } from '../../../contract/brand.ts';
import { formatPrice } from '../../../contract/format.ts';
import type { AlertRunFrequency } from '../../../contract/savedSearches.ts';
import type { EmailList } from './layout.ts';
import { greeting, message, type EmailMessage, type FirstName } from './messages.ts';

export interface AlertCar {
  title: string;
  price: number;
  /** Mileage and place, as one line. */
  facts: string;
  url: string;
}

export interface AlertEmailFacts {
  firstName: FirstName;
  frequency: AlertRunFrequency;
  searches: { name: string; total: number; cars: AlertCar[]; searchUrl: string; stopUrl: string }[];
  cuts: { car: AlertCar; priceBefore: number }[];
  stopCutsUrl: string;
  stopAllUrl: string;
  oneClickUnsubscribeUrl: string;
  manageUrl: string;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function subjectOf({ searches, cuts }: AlertEmailFacts): string {
  const [onlySearch] = searches.length === 1 ? searches : [];
  if (!cuts.length && onlySearch) {
    return onlySearch.total === 1
      ? `New match for '${onlySearch.name}': ${onlySearch.cars[0]!.title}`
      : `${plural(onlySearch.total, 'new car')} for '${onlySearch.name}'`;
  }
  if (!cuts.length) return `New cars for ${searches.length} of your saved searches`;
  if (!searches.length) {
    return cuts.length === 1
      ? `Price drop: ${cuts[0]!.car.title} is now ${formatPrice(cuts[0]!.car.price)}`
      : `${cuts.length} of your saved cars dropped in price`;
  }
  return `New cars for your saved searches and ${plural(cuts.length, 'price drop')}`;
}

const carLine = (car: AlertCar, detail: string) => ({ label: car.title, url: car.url, detail });

export function alertEmail(facts: AlertEmailFacts): EmailMessage {
  const lists: EmailList[] = facts.searches.map((search) => ({
    heading: `'${search.name}': ${plural(search.total, 'new car')}`,
    items: search.cars.map((car) => carLine(car, `${formatPrice(car.price)} · ${car.facts}`)),
    more:
      search.total > search.cars.length
        ? { label: `See all ${search.total} new cars`, url: search.searchUrl }
        : { label: 'Open this search', url: search.searchUrl },
  }));
  if (facts.cuts.length) {
    lists.push({
      heading: `Saved cars: ${plural(facts.cuts.length, 'price drop')}`,
      items: facts.cuts.map(({ car, priceBefore }) =>
        carLine(
          car,
          `Now ${formatPrice(car.price)}, was ${formatPrice(priceBefore)} (${formatPrice(priceBefore - car.price)} less) · ${car.facts}`,
        ),
      ),
    });
  }
  const intro =
    facts.frequency === 'instant'
      ? 'New cars were just listed that match your saved search.'
      : 'Here is what changed since yesterday for your saved searches and saved cars.';
  const email = message(subjectOf(facts), {
    preheader: lists.map((list) => list.heading).join(' · '),
    heading: facts.frequency === 'instant' ? 'New matches for your search' : 'Your daily car alert',
    paragraphs: [greeting(facts.firstName), intro],
    lists,
    footnote: `You got this email because you asked ${brand.name} to tell you about these saved searches or saved cars.`,
    footerLinks: [
      ...facts.searches.map((search) => ({ label: `Stop alerts for '${search.name}'`, url: search.stopUrl })),
      ...(facts.cuts.length ? [{ label: 'Stop price-drop emails', url: facts.stopCutsUrl }] : []),
      { label: 'Manage your alerts', url: facts.manageUrl },
      { label: 'Stop all alerts', url: facts.stopAllUrl },
    ],
  });
  return {
    ...email,
    headers: {
      'List-Unsubscribe': `<${facts.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
