import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { FILES_PER_QUOTE, PROOF_BYTES, PROOF_TEXTS as T } from '../../../contract/proof-texts.ts';
import { ApproveRequestSchema, ChangeRequestSchema, ProofFormSchema } from '../../../contract/quote-proofs.ts';
import { QUOTE_MESSAGES, QuoteApprovedSchema, QuoteSchema } from '../../../contract/quotes.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { proofAudit } from './quotes.audit.ts';
import type { ProofOutcome } from './quote-proofs.repository.ts';
import { approveProof, askForChanges, attachCustomerFile, customerFileBytes, proofBytes, roomForCustomerFile, uploadProof } from './quote-proofs.service.ts';
import { findQuote } from './quotes.repository.ts';
import { quoteOfToken } from './quotes.service.ts';
import { TokenParamsSchema, visitorRateLimit } from './quote-route-parts.ts';

const MB = 1024 * 1024;
const PROOF_FORM = {
  fields: z.object({ note: z.string().max(2000).optional().describe('What the shop says about this proof.') }),
  files: {
    file: {
      required: true,
      description: `The proof: a JPEG, PNG or WebP image of at most ${PROOF_BYTES / MB} MB (watermarked with the shop's name when stored).`,
    },
    attachment: { description: `A PDF of at most ${PROOF_BYTES / MB} MB offered beside the proof as a download.` },
  },
};
const FILE_FORM = { files: { file: { required: true, description: `A photo or logo: a JPEG, PNG or WebP image of at most ${PROOF_BYTES / MB} MB.` } } };
const VersionParamsSchema = TokenParamsSchema.extend({ version: z.string() });
const FileParamsSchema = TokenParamsSchema.extend({ id: z.string() });
const personal = { access: 'public', personal: true } as const;

/** A refusal as HTTP: an unknown quote 404, a step the rules do not allow now 409. */
function refusal(outcome: Exclude<ProofOutcome<unknown>, { status: 'done' }>): never {
  throw outcome.status === 'missing' ? notFound(QUOTE_MESSAGES.notFound) : conflict(outcome.message);
}

/** Private bytes: only to whoever holds the token, never kept (the policy's `personal` sends no-store). */
function sendPrivate(reply: FastifyReply, bytes: Buffer | undefined, type: string, download?: string) {
  if (!bytes) throw notFound('File not found');
  if (download) reply.header('content-disposition', `attachment; filename="${download}"`);
  return reply.type(type).send(bytes);
}

/** Proof rounds and the customer's files (issue 17, items 1, 2 and 6; docs/decisions/018-proof-rounds.md). */
export async function quoteProofsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'proof', proofAudit);
  const { db, config, privateFiles } = app;
  const rateLimit = visitorRateLimit(config.enquiriesPerHour);
  const answered = async (token: string, message: string) => ({ message, quote: (await quoteOfToken(db, token))! });

  app.post(
    '/:id/proofs',
    {
      config: { policy: { access: 'session', personal: true, audit: 'proof' } },
      schema: { params: IdParamsSchema, form: PROOF_FORM, response: { 201: QuoteSchema } },
    },
    async (request, reply) => {
      const body = await readMultipart(request, { fileBytes: PROOF_BYTES, files: 2, fileTooLargeMessage: 'Each file must be at most 10 MB.' });
      const [image] = filesOf(body, 'file');
      if (!image) throw badRequest('Choose the proof image.');
      const [attachment] = filesOf(body, 'attachment');
      const fields = ProofFormSchema.safeParse(body.fields);
      if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
      const outcome = await uploadProof(db, privateFiles, request.params.id, { image, attachment, note: fields.data.note });
      if (outcome.status !== 'done') refusal(outcome);
      auditCreated(request, outcome.proofId);
      return reply.code(201).send((await findQuote(db, request.params.id.toLowerCase()))!);
    },
  );

  app.get(
    '/:token/proofs/:version',
    { config: { policy: personal }, schema: { params: VersionParamsSchema, response: { 200: fileAnswer('image/webp', 'The proof, watermarked.') } } },
    async (request, reply) => sendPrivate(reply, await proofBytes(db, privateFiles, request.params.token, request.params.version, 'file'), 'image/webp'),
  );

  app.get(
    '/:token/proofs/:version/attachment',
    {
      config: { policy: personal },
      schema: { params: VersionParamsSchema, response: { 200: fileAnswer('application/pdf', 'The PDF sent beside the proof, as a download.') } },
    },
    async (request, reply) => {
      const { token, version } = request.params;
      return sendPrivate(reply, await proofBytes(db, privateFiles, token, version, 'attachment'), 'application/pdf', `proof-${Number(version)}.pdf`);
    },
  );

  app.post(
    '/:token/changes',
    {
      config: { rateLimit, policy: { ...personal, notify: 'changes' } },
      schema: { params: TokenParamsSchema, body: ChangeRequestSchema, response: { 200: QuoteApprovedSchema } },
    },
    async (request) => {
      const outcome = await askForChanges(db, request.params.token, request.body);
      if (outcome.status !== 'done') refusal(outcome);
      return answered(request.params.token, T.changesSent);
    },
  );

  app.post(
    '/:token/approve',
    {
      config: { rateLimit, policy: { ...personal, notify: 'approval' } },
      schema: { params: TokenParamsSchema, body: ApproveRequestSchema, response: { 200: QuoteApprovedSchema } },
    },
    async (request) => {
      const outcome = await approveProof(db, request.params.token, request.body);
      if (outcome.status !== 'done') refusal(outcome);
      return answered(request.params.token, T.approved);
    },
  );

  app.post(
    '/:token/files',
    {
      config: { rateLimit, policy: { ...personal, notify: 'file' } },
      schema: { params: TokenParamsSchema, form: FILE_FORM, response: { 201: QuoteApprovedSchema } },
    },
    async (request, reply) => {
      // An unknown link, a closed job or a full one is refused before the picture is read, let alone decoded.
      const room = await roomForCustomerFile(db, request.params.token);
      if (room.status !== 'done') refusal(room);
      const body = await readMultipart(request, {
        fileBytes: PROOF_BYTES,
        files: 1,
        fileTooLargeMessage: T.fileTooLarge,
        tooManyFilesMessage: 'Attach one file at a time.',
      });
      const [file] = body.files.filter((f) => f.field === 'file');
      if (!file) throw badRequest('Choose a photo to attach.');
      const outcome = await attachCustomerFile(db, privateFiles, request.params.token, { data: file.data, name: file.filename });
      if (outcome.status !== 'done') refusal(outcome);
      return reply.code(201).send(await answered(request.params.token, T.fileAdded));
    },
  );

  app.get(
    '/:token/files/:id',
    {
      config: { policy: personal },
      schema: {
        params: FileParamsSchema,
        response: { 200: fileAnswer('image/webp', `One of the customer's photos or logos (at most ${FILES_PER_QUOTE} a quote).`) },
      },
    },
    async (request, reply) => sendPrivate(reply, await customerFileBytes(db, privateFiles, request.params.token, request.params.id), 'image/webp'),
  );
}
