import { sql, type Expression, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * `column` contains `text`, in any case, taken literally (`%`, `_` and `\` are themselves).
 * lower() on both sides: the dialects' lower() agree with each other, JavaScript's may not.
 */
export const containsText = (column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like lower(${likePattern(text)}) escape '\\'`;
