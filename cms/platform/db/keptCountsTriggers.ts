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
