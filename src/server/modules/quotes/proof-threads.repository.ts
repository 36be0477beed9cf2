import type { Selectable } from 'kysely';
import { APPROVAL_WORDING, type ProofStatus } from '../../../contract/proof-texts.ts';
import type { Proof, QuoteFile } from '../../../contract/quote-proofs.ts';
import type { Database } from '../../db/database.ts';
import type { QuoteProofsTable } from '../../db/schema.ts';

/*
 * The proofs and files as a quote's answer shows them: read here, apart from the proof rounds that
 * write them (quote-proofs.repository.ts), so that reading a quote (quotes.repository.ts) does not
 * import the rounds, which move the quote's stage (quote-stages.repository.ts) and read it again.
 */

type ProofRow = Selectable<QuoteProofsTable>;

/** A comment's pin is kept as whole numbers: its place times this. */
export const PIN_SCALE = 10_000;

/** What the quote answers carry of proofs and files. */
export interface ProofThread {
  proofs: Proof[];
  files: QuoteFile[];
}

/** The quotes the answers are made for: what their proofs' URLs and version 1 are made of. */
interface QuoteRef {
  id: string;
  token: string;
  previewUrl: string | null;
  approvedAt: string | null;
  createdAt: string;
}

/** The proofs (with their comments) and the files of these quotes, for their answers. */
export async function proofThreadsOf(db: Database, quotes: QuoteRef[]): Promise<Map<string, ProofThread>> {
  const ids = quotes.map((q) => q.id);
  const threads = new Map<string, ProofThread>();
  if (!ids.length) return threads;
  const [proofs, comments, files, sheets] = await Promise.all([
    db.selectFrom('quote_proofs').selectAll().where('quote_id', 'in', ids).orderBy('quote_id').orderBy('version').execute(),
    db.selectFrom('quote_comments').selectAll().where('quote_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('quote_files').selectAll().where('quote_id', 'in', ids).orderBy('slot').execute(),
    db.selectFrom('quote_records').select(['quote_id', 'version']).distinct().where('quote_id', 'in', ids).execute(),
  ]);
  // A version with a sheet of names offers the proof of every card beside it.
  const withSheet = new Set(sheets.map((s) => `${s.quote_id}:${Number(s.version)}`));
  for (const q of quotes) {
    const base = `/api/quotes/${q.token}`;
    const own = proofs.filter((p) => p.quote_id === q.id);
    const rows: ProofRow[] = own.length || !q.previewUrl ? own : [virtualFirst(q)];
    threads.set(q.id, {
      proofs: rows.map((p) => ({
        version: Number(p.version),
        url: p.file ? `${base}/proofs/${p.version}` : (q.previewUrl ?? ''),
        attachmentUrl: p.attachment
          ? `${base}/proofs/${p.version}/attachment`
          : withSheet.has(`${q.id}:${Number(p.version)}`)
            ? `${base}/records/proof.pdf`
            : null,
        note: p.note,
        createdAt: p.created_at,
        status: p.status as ProofStatus,
        comments: comments
          .filter((c) => c.quote_id === q.id && Number(c.version) === Number(p.version))
          .map((c) => ({
            comment: c.comment,
            pin: c.pin_x === null || c.pin_y === null ? null : { x: Number(c.pin_x) / PIN_SCALE, y: Number(c.pin_y) / PIN_SCALE },
            createdAt: c.created_at,
          })),
        approval:
          p.approved_at && p.approved_price
            ? { version: Number(p.version), price: p.approved_price, at: p.approved_at, wording: p.approved_wording ?? APPROVAL_WORDING }
            : null,
      })),
      files: files.filter((f) => f.quote_id === q.id).map((f) => ({ id: f.id, url: `${base}/files/${f.id}`, name: f.name, createdAt: f.created_at })),
    });
  }
  return threads;
}

/** Version 1 before anything was done with it; a quote approved before proofs existed shows it approved. */
const virtualFirst = (q: QuoteRef): ProofRow => ({
  id: '',
  quote_id: q.id,
  version: 1,
  file: null,
  attachment: null,
  note: '',
  status: q.approvedAt ? 'approved' : 'pending',
  created_at: q.createdAt,
  approved_at: null,
  approved_price: null,
  approved_wording: null,
});
