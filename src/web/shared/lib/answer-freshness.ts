/**
 * How long an answer counts as fresh: the server's, from the moment the page started. Its own file,
 * as the page's answers (page-answers.ts) and the query cache they load (query-client.ts) both count
 * by it, and neither imports the other for it.
 */
export const FRESH_MS = 60_000;
