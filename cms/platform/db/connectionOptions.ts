/**
 * Settings of every connection the app's pool opens (PostgreSQL startup options), shared with the benchmark's
 * floor and EXPLAIN check so that they send PostgreSQL the same work: `pg_trgm.word_similarity_threshold=0.5`
 * lets keyword search's typo match (`<%`, answered by the trigram index) accept 'Porshe' for 'Porsche'.
 */
export const CONNECTION_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.5';
