/**
 * An alert email's facts, read when it is sent: the account (gone or unverified: no email), its searches as they
 * are now (deleted, paused or set to 'never' since the run: left out), the cars still for sale, and the cuts still
 * standing. Nothing left: no email.
 */
import type { Payload } from 'payload';
import { accountPaths, savedSearchesPath } from '../../../contract/accountPaths.ts';
import { formatMileage, priceNumber, vehicleLocation, vehicleTitle } from '../../../contract/format.ts';
import type { Vehicle } from '../../payload/payload-types.ts';
import { alertToken, type AlertTokenSubject } from '../alerts/alertToken.ts';
import { readableListings } from '../vehicles/readableListings.ts';
import { vehicleView } from '../vehicles/vehicleView.ts';
import type { AlertCar, AlertEmailFacts } from './alertEmail.ts';
import type { AlertEmailIntent } from './emailIntents.ts';

function absolute(payload: Payload, path: string): string {
  return new URL(path, payload.config.serverURL).toString();
}

function carOf(payload: Payload, doc: Vehicle): AlertCar {
  const vehicle = vehicleView(doc);
  return {
    title: vehicleTitle(vehicle),
    price: priceNumber(vehicle.price),
    facts: [formatMileage(vehicle.mileage), vehicleLocation(vehicle)].filter(Boolean).join(' · '),
    url: absolute(payload, `/vehicles/${vehicle.id}`),
  };
}

export async function alertNews(
  payload: Payload,
  intent: AlertEmailIntent,
): Promise<{ to: string; facts: AlertEmailFacts } | null> {
  const user = await payload.findByID({
    collection: 'users',
    id: intent.userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  if (!user?.emailVerified) return null;
  const { docs: searches } = await payload.find({
    collection: 'saved-searches',
    where: {
      and: [{ id: { in: intent.searches.map((search) => search.searchId) } }, { user: { equals: user.id } }],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  const live = new Map(
    searches
      .filter((search) => !search.paused && search.frequency === intent.frequency)
      .map((search) => [search.id, search]),
  );
  const cuts = user.savedCarAlerts === false ? [] : intent.cuts;
  const carIds = [
    ...intent.searches.filter((search) => live.has(search.searchId)).flatMap((search) => search.vehicleIds),
    ...cuts.map((cut) => cut.vehicleId),
  ];
  const forSale = new Map(
    [...(await readableListings(payload, null, carIds))].filter(([, vehicle]) => vehicle.status === 'approved'),
  );
  const token = (subject: AlertTokenSubject) => alertToken(payload, subject);
  const unsubscribeUrl = (subject: AlertTokenSubject) =>
    absolute(payload, `${accountPaths.unsubscribeAlerts}?token=${token(subject)}`);

  const facts: AlertEmailFacts = {
    firstName: user.firstName,
    frequency: intent.frequency,
    searches: intent.searches.flatMap(({ searchId, vehicleIds, total }) => {
      const search = live.get(searchId);
      const cars = vehicleIds.flatMap((id) => forSale.get(id) ?? []).map((vehicle) => carOf(payload, vehicle));
      if (!search || !cars.length) return [];
      const listed = new URLSearchParams(search.query ?? '');
      listed.set('sortBy', 'created_desc');
      return [
        {
          name: search.name,
          total: total - (vehicleIds.length - cars.length),
          cars,
          searchUrl: absolute(payload, `/search?${listed.toString()}`),
          stopUrl: unsubscribeUrl({ scope: 'search', id: search.id }),
        },
      ];
    }),
    cuts: cuts.flatMap(({ vehicleId, priceBefore }) => {
      const vehicle = forSale.get(vehicleId);
      return vehicle && priceNumber(vehicle.price) < priceBefore ? [{ car: carOf(payload, vehicle), priceBefore }] : [];
    }),
    stopCutsUrl: unsubscribeUrl({ scope: 'savedCars', id: user.id }),
    stopAllUrl: unsubscribeUrl({ scope: 'all', id: user.id }),
    oneClickUnsubscribeUrl: absolute(payload, `/api/alerts/unsubscribe?token=${token({ scope: 'all', id: user.id })}`),
    manageUrl: absolute(payload, savedSearchesPath),
  };
  return facts.searches.length || facts.cuts.length ? { to: user.email, facts } : null;
}
