/** Trigram indexes (FTS5 `trigram`, pg_trgm) can only serve terms of three characters or more. */
export const TRIGRAM = 3;

export const servedByTrigrams = (term: string) => [...term].length >= TRIGRAM;

/** `term` as one FTS5 string (quotes doubled): on a trigram index, that substring anywhere. */
export const ftsString = (term: string) => `"${term.replaceAll('"', '""')}"`;
