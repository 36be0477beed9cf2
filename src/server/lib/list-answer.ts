/** The envelope of the old API's list calls, `{ success: true, result: [...] }` (contract/answers.ts), around the rows once read. */
export async function listAnswer<Row>(rows: Promise<Row[]>): Promise<{ success: true; result: Row[] }> {
  return { success: true, result: await rows };
}
