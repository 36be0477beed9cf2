import type { ApproveRequest, ChangeRequest } from '../../../contract/quote-proofs.ts';
import { TOKEN_PATTERN } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { isId } from '../../lib/ids.ts';
import type { PrivateKind, PrivateStore } from '../../media/private-store.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { checkPdf, customerImage, watermarkedProof } from './private-images.ts';
import {
  addProof,
  addQuoteFile,
  approveProofVersion,
  proofFileKey,
  quoteFileKey,
  requestChanges,
  roomForFile,
  type ProofOutcome,
} from './quote-proofs.repository.ts';

const MISSING = { status: 'missing' } as const;
const validToken = (token: string) => TOKEN_PATTERN.test(token);

/**
 * Stores the files first (on disk before the row that names them commits), then runs `commit`; when
 * it refuses or fails, the files go again, so a refused upload leaves nothing behind.
 */
async function storedThen<T extends { status: string }>(
  store: PrivateStore,
  files: [Buffer, PrivateKind][],
  commit: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  const drop = () => Promise.all(keys.map((key) => store.remove(key)));
  try {
    for (const [data, kind] of files) keys.push(await store.put(data, kind));
    const outcome = await commit(keys);
    if (outcome.status !== 'done') await drop();
    return outcome;
  } catch (err) {
    await drop();
    throw err;
  }
}

/** The owner's proof: watermarked with the shop's name, with an optional PDF beside it. */
export async function uploadProof(
  db: Database,
  store: PrivateStore,
  quoteId: string,
  proof: { image: Buffer; attachment?: Buffer; note: string },
): Promise<ProofOutcome<{ proofId: string; version: number }>> {
  if (!isId(quoteId)) return MISSING;
  const [site] = await listSiteConfigs(db);
  const files: [Buffer, PrivateKind][] = [[await watermarkedProof(proof.image, site?.name ?? ''), 'webp']];
  if (proof.attachment) files.push([checkPdf(proof.attachment), 'pdf']);
  return storedThen(store, files, ([file, attachment]) =>
    addProof(db, quoteId.toLowerCase(), { file: file!, attachment: attachment ?? null, note: proof.note }),
  );
}

export const askForChanges = async (db: Database, token: string, request: ChangeRequest): Promise<ProofOutcome> =>
  validToken(token) ? requestChanges(db, token, request) : MISSING;

export const approveProof = async (db: Database, token: string, approval: ApproveRequest): Promise<ProofOutcome<{ already: boolean }>> =>
  validToken(token) ? approveProofVersion(db, token, approval) : MISSING;

/** A file name as the customer's phone sent it, for the owner's eyes only: one line, at most 100 characters. */
const cleanName = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
  [...name.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 100).join('') || 'photo';

/** Whether the quote takes one more file: asked before the customer's picture is read at all. */
export const roomForCustomerFile = async (db: Database, token: string): Promise<ProofOutcome> => (validToken(token) ? roomForFile(db, token) : MISSING);

/** The customer's photo or logo, re-encoded; at most ten a quote. */
export async function attachCustomerFile(db: Database, store: PrivateStore, token: string, upload: { data: Buffer; name: string }): Promise<ProofOutcome> {
  if (!validToken(token)) return MISSING;
  const image = await customerImage(upload.data);
  return storedThen(store, [[image, 'webp']], ([key]) => addQuoteFile(db, token, { key: key!, name: cleanName(upload.name) }));
}

/** The bytes of a proof's image or PDF, only to its own quote's token holder. */
export async function proofBytes(db: Database, store: PrivateStore, token: string, version: string, which: 'file' | 'attachment') {
  if (!validToken(token) || !/^[1-9]\d{0,5}$/.test(version)) return undefined;
  const key = await proofFileKey(db, token, Number(version), which);
  return key ? store.get(key) : undefined;
}

/** The bytes of a customer's file, only to its own quote's token holder. */
export async function customerFileBytes(db: Database, store: PrivateStore, token: string, id: string) {
  if (!validToken(token) || !isId(id)) return undefined;
  const file = await quoteFileKey(db, token, id.toLowerCase());
  return file ? store.get(file.key) : undefined;
}
