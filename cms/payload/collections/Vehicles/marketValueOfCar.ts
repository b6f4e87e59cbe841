/**
 * The market value of a car the seller describes (no listing yet, or their own listing being edited), worked out as
 * the refresh values an approved listing (marketValues.ts) with the same SQL pieces: the same slopes, the level of
 * the approved listings of its model, else of its make and body class, with the same thresholds, range and
 * rounding. The car is none of those listings, so all of them count (less the one left out, if any).
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { bodyClassOf, type MarketValueBasis } from '../../../../contract/deals.ts';
import type { MarketValueAnswer } from '../../../../contract/marketValue.ts';
import { runSql } from '../../../platform/db/sql.ts';
import {
  adjusted,
  columns,
  comparables,
  figureColumns,
  groupSums,
  hasModelLevel,
  hasSegmentLevel,
  inSegments,
  logValueAndHalf,
  shifted,
} from './marketValueSql.ts';
import { NO_CLASS } from './marketValueSlopes.ts';

export interface DescribedCar {
  make: string;
  model: string;
  year: number;
  mileage: number;
  bodyType?: string | null;
  /** A listing not to count: the seller's own, whose price must not value itself. */
  leaveOut?: number;
}

interface FiguresRow {
  basis: MarketValueBasis;
  comparables: number;
  value: number;
  low: number;
  high: number;
}

export async function marketValueOfCar(payload: Payload, car: DescribedCar): Promise<MarketValueAnswer> {
  const segment = bodyClassOf(car.bodyType) ?? NO_CLASS;
  const counted = car.leaveOut === undefined ? sql`true` : sql`v.id <> ${car.leaveOut}`;
  const [row] = await runSql<FiguresRow>(
    payload,
    sql`
    with car as (
      ${shifted(sql`select ${car.year}::int as year, ${car.mileage}::int as mileage, ${segment}::text as body_class`)}
    ),
    model_sums as (
      select ${groupSums} from (${adjusted(sql`
        select ${columns} from vehicles v
         where lower(v.make) = lower(${car.make}) and lower(v.model) = lower(${car.model})
           and v.status = 'approved' and ${counted}`)}) member
    ),
    segment_sums as (
      select ${groupSums} from (${adjusted(
        inSegments(sql`(values (lower(${car.make}), ${segment}::text)) as k(make, body_class)`, columns, counted),
      )}) member
       where not ${hasModelLevel(sql`(select n from model_sums)`)}
    ),
    chosen as (
      select 'model' as basis, n, s, q from model_sums where ${hasModelLevel(sql`n`)}
      union all
      select 'segment' as basis, n, s, q from segment_sums where ${hasSegmentLevel(sql`n`)}
    ),
    valued as (select basis, n, ${logValueAndHalf} from chosen cross join car)
    select basis, ${comparables(sql`n`)} as comparables, ${figureColumns} from valued`,
  );
  if (!row) return { marketValue: null };
  return { marketValue: row.value, low: row.low, high: row.high, comparables: row.comparables, basis: row.basis };
}
