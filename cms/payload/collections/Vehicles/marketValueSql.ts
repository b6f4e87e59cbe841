/**
 * The pieces of SQL a market value is worked out from (the model: marketValues.ts), shared by the refresh that
 * values the approved listings and by the valuation of a car the seller describes (marketValueOfCar.ts), so both
 * value a car the same way. Column names are the contract between the pieces: a row of `columns`, adjusted, has
 * `shift` and `a`; a group's sums are `n`, `s` and `q`; a valued group has `log_value` and `half`.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import { limits } from '../../../../contract/catalog/listingOptions.ts';
import { searchBodyTypes } from '../../../../contract/catalog/searchFilters.ts';
import { marketValueRules as rules, ratingBands } from '../../../../contract/deals.ts';
import { MARKET, NO_CLASS, priorSlopes } from './marketValueSlopes.ts';

/** Model years are counted from here only to keep the sums small. */
export const BASE_YEAR = 2000;
/** The largest value stored: the largest price a listing may have, to the figures kept. */
const MAX_VALUE = Number(limits.maxPrice.toPrecision(rules.valueDigits));

/** A constant of our own as a SQL literal, so PostgreSQL types it as a number wherever it stands. */
export function num(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return sql.raw(`${value}::float8`);
}

/** A listing's body class (bodyClassOf in SQL): search's groups of body types, by label; NO_CLASS when unknown. */
export function bodyClass(alias: SQL): SQL {
  const cases = searchBodyTypes.flatMap((option) =>
    option.matches.map((value) => sql`when ${value} then ${option.label}`),
  );
  return sql`coalesce(case ${alias}.body_type::text ${sql.join(cases, sql` `)} end, ${NO_CLASS})`;
}

/** Each body type with its class, to reach a class's listings through the index on (lower(make), body_type). */
const bodyTypeClasses = sql`(values ${sql.join(
  searchBodyTypes.flatMap((option) => option.matches.map((value) => sql`(${value}, ${option.label})`)),
  sql`, `,
)}) as bt(body_type, body_class)`;

const v = sql`v`;

/** What the figures are worked out from, per listing. */
export const columns = sql`v.id, v.status::text as status, v.price::float8 as price, v.year, v.mileage,
  lower(v.make) as make, lower(v.model) as model, ${bodyClass(v)} as body_class`;

/** The approved listings (`select` of v, one row each) of the segments a relation of (make, body_class) names. */
export function inSegments(keys: SQL, select: SQL, condition: SQL = sql`true`): SQL {
  return sql`
    select ${select} from ${keys}
      join ${bodyTypeClasses} on bt.body_class = k.body_class
      join vehicles v on lower(v.make) = k.make and v.body_type = bt.body_type::enum_vehicles_body_type
     where v.status = 'approved' and ${condition}
    union all
    select ${select} from ${keys}
      join vehicles v on lower(v.make) = k.make and ${bodyClass(v)} = k.body_class
     where k.body_class = ${NO_CLASS} and v.status = 'approved' and ${condition}`;
}

/** The slopes of row m's body class (else the market's, else the prior's), and `shift`: what they give m. */
const shiftOfM = (() => {
  const slope = (column: SQL, prior: number) => sql`coalesce(own.${column}, market.${column}, ${num(prior)})`;
  return sql`
      left join market_value_slopes own on own.body_class = m.body_class
      left join market_value_slopes market on market.body_class = ${MARKET}
     cross join lateral (
       select ${slope(sql`per_year`, priorSlopes.perYear)} * (m.year - ${num(BASE_YEAR)})
            + ${slope(sql`per_10k_miles`, priorSlopes.per10kMiles)} * (m.mileage / ${num(10_000)}) as shift
     ) s`;
})();

/** Rows with year, mileage and body_class, with the shift their slopes give for year and mileage. */
export function shifted(rows: SQL): SQL {
  return sql`
    select m.*, s.shift
      from (${rows}) m ${shiftOfM}`;
}

/** Rows of `columns` with the shift their slopes give for year and mileage, and `a`, ln(price) less it. */
export function adjusted(rows: SQL): SQL {
  return sql`
    select m.*, s.shift, ln(m.price) - s.shift as a
      from (${rows}) m ${shiftOfM}
     where m.price > 0`;
}

/** A group's sums of adjusted listings: how many (n), the sum of a (s) and of its squares (q). */
export const groupSums = sql`count(*)::int as n, sum(a) as s, sum(a * a) as q`;

/** Whether so many other listings of a model give it its own level. */
export const hasModelLevel = (others: SQL) => sql`(${others} >= ${rules.minModelComparables})`;
/** Whether so many other listings of a segment give it a level (when its model has too few). */
export const hasSegmentLevel = (others: SQL) => sql`(${others} >= ${rules.minSegmentComparables})`;

/**
 * From the sums n, s, q of the other listings valued from and the car's `shift`: the log of its value
 * (`log_value`) and the half-width of its range in logs (`half`), the spread pooled with the prior.
 */
export const logValueAndHalf = (() => {
  const priorSquares = rules.priorSpreadListings * rules.priorSpread ** 2;
  return sql`s / n + shift as log_value,
             ${num(rules.rangeZ)} * sqrt(
               (${num(priorSquares)} + greatest(q - s * s / n, 0)) / (${num(rules.priorSpreadListings)} + n - 1)
               * (1 + 1 / n::float8)
             ) as half`;
})();

/** `value` (positive) to `digits` significant figures. */
function significant(value: SQL, digits: number): SQL {
  return sql`round(${value} / 10 ^ (floor(log(${value})) - ${num(digits - 1)})) * 10 ^ (floor(log(${value})) - ${num(digits - 1)})`;
}

/** A dollar figure from its logarithm: to the figures kept, within what a price may be. */
const dollars = (logarithm: SQL) =>
  sql`greatest(${num(rules.minValue)}, least(${num(MAX_VALUE)}, ${significant(sql`exp(${logarithm})`, rules.valueDigits)}))::int`;

/** From `log_value` and `half`: the value and its range, in dollars as stored. */
export const figureColumns = sql`${dollars(sql`log_value`)} as value, ${dollars(sql`log_value - half`)} as low,
             ${dollars(sql`log_value + half`)} as high`;

/** The comparables as stored: exact while few, else to the rules' significant figures. */
export const comparables = (count: SQL) =>
  sql`(case when ${count} < ${rules.exactComparablesBelow} then ${count}
            else ${significant(sql`${count}::float8`, rules.comparablesDigits)} end)::int`;

/** The rating of `price` against `value` by the rules' bands (ratingAt in SQL); 'high' above them when `rated`. */
export function rating(price: SQL, value: SQL, rated: SQL): SQL {
  const literal = (name: string) => {
    if (!/^[a-z]+$/.test(name)) throw new Error(`not a rating: ${name}`);
    return sql.raw(`'${name}'`);
  };
  const bands = ratingBands.map(
    (band) => sql`when ${price} <= ${value} * ${num(band.atMost)} then ${literal(band.rating)}`,
  );
  return sql`case ${sql.join(bands, sql` `)} when ${rated} then ${literal('high')} end`;
}
