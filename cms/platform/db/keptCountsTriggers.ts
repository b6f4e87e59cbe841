/**
 * For migrations: the statement triggers that keep a table of counts of listings, `vehicles_<name>_<event>`. Insert,
 * update and delete call the counting function with their transition tables (`new_rows`, `old_rows`); a truncate
 * empties the counts, as it empties the listings.
 */
const events = [
  { event: 'insert', tables: 'NEW TABLE AS "new_rows"' },
  { event: 'update', tables: 'OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"' },
  { event: 'delete', tables: 'OLD TABLE AS "old_rows"' },
] as const;

export function keptCountsTriggers(name: string, table: string, counting: string): string {
  return `
    CREATE FUNCTION "${counting}_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "${table}";
        RETURN NULL;
      END
    $$;
    ${events
      .map(
        ({ event, tables }) => `CREATE TRIGGER "vehicles_${name}_${event}" AFTER ${event.toUpperCase()} ON "vehicles"
      REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION "${counting}"();`,
      )
      .join('\n    ')}
    CREATE TRIGGER "vehicles_${name}_truncate" AFTER TRUNCATE ON "vehicles"
      FOR EACH STATEMENT EXECUTE FUNCTION "${counting}_truncated"();`;
}

export function dropKeptCountsTriggers(name: string, counting: string): string {
  return `
    ${[...events.map(({ event }) => event), 'truncate']
      .map((event) => `DROP TRIGGER "vehicles_${name}_${event}" ON "vehicles";`)
      .join('\n    ')}
    DROP FUNCTION "${counting}_truncated"();
    DROP FUNCTION "${counting}"();`;
}

/**
 * The ids of an update's rows whose counts can change, those whose `columns` differ between old and new, paired by
 * id. Kept whole (a materialized CTE) and joined without nested loops: a statement's plan is kept for the session,
 * made for its first call's rows.
 */
function changedRows(columns: readonly string[]): string {
  const of = (alias: string) => columns.map((column) => `"${alias}"."${column}"`).join(', ');
  return `WITH "changed" AS MATERIALIZED (
        SELECT "n"."id" FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
        WHERE (${of('n')}) IS DISTINCT FROM (${of('o')}))`;
}

/** The rows of a transition table whose ids changedRows holds, as "r". */
const changedOf = (rows: string): string => `"${rows}" "r" JOIN "changed" ON "changed"."id" = "r"."id"`;

/** A table of counts of public listings: the columns that key a count (the status first), and those it needs. */
export interface KeptCounts {
  table: string;
  keys: readonly string[];
  /** Key columns a listing must have to be counted. */
  required: readonly string[];
}

/** Adds signed rows (`changes`, after `before`, a WITH) up into the counts, in key order as every writer locks them. */
function upsertCounts({ table, keys, required }: KeptCounts, changes: string[], before = ''): string {
  const columns = keys.map((key) => `"${key}"`).join(', ');
  const ordinals = keys.map((_, index) => index + 1).join(', ');
  return `
      ${before}
      INSERT INTO "${table}" AS "counted"
        (${columns}, "listings")
      SELECT ${columns}, sum("sign")::int
      FROM (${changes.join(' UNION ALL ')}) "changes"
      WHERE "status" IN ('approved', 'sold') AND ${required.map((key) => `"${key}" IS NOT NULL`).join(' AND ')}
      GROUP BY ${ordinals}
      HAVING sum("sign") <> 0
      ORDER BY ${ordinals}
      ON CONFLICT (${columns})
        DO UPDATE SET "listings" = "counted"."listings" + excluded."listings";`;
}

/**
 * For migrations: the counting function `counting` the triggers call, which keeps `counts`. `rowsOf` makes a
 * transition table's rows (as "r") into signed rows of the counts' keys, counting `sign` each; an update counts only
 * its rows whose `columns` changed, old and new paired by id, so a views batch or a market-value refresh costs a
 * join of its rows.
 */
export function pairedCountingFunction(
  counting: string,
  counts: KeptCounts,
  rowsOf: (sign: number, from: string) => string,
  columns: readonly string[],
): string {
  const upsert = (changes: string[], before?: string) => upsertCounts(counts, changes, before);
  return `CREATE FUNCTION "${counting}"() RETURNS trigger LANGUAGE plpgsql
      SET "enable_nestloop" = off AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${upsert([rowsOf(1, '"new_rows" "r"')])}
        ELSIF TG_OP = 'UPDATE' THEN ${upsert(
          [rowsOf(1, changedOf('new_rows')), rowsOf(-1, changedOf('old_rows'))],
          changedRows(columns),
        )}
        ELSE ${upsert([rowsOf(-1, '"old_rows" "r"')])}
        END IF;
        RETURN NULL;
      END
    $$;`;
}
