/**
 * Settings of every connection the app's pool opens (PostgreSQL startup options), shared with the benchmark's
 * floor and EXPLAIN check so that they send PostgreSQL the same work: `pg_trgm.word_similarity_threshold=0.5`
 * lets keyword search's typo match (`<%`, answered by the trigram index) accept 'Porshe' for 'Porsche'.
 */
/** How long opening a connection may take, unless DATABASE_CONNECT_TIMEOUT_MS says otherwise. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export const CONNECTION_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.5';
