import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';

/**
 * What a page was drawn from: the calls its renderer made and a digest of their answers (decision
 * 033). The renderer (web.ts) says it; the page cache (anonymous-cache.ts) keeps it beside the
 * answer and hands it back to the next build of that address, without reading it.
 */
export interface PageInputs {
  calls: readonly string[];
  digest: string;
}

/** An answer kept before at an address, as far as its next build needs it. */
interface KeptBefore {
  inputs?: PageInputs;
  gzip: Buffer;
  cacheControl: string | undefined;
}

/** The builds under way that may keep their answer: the answer kept before at that address, and what this one is drawn from. */
const builds = new WeakMap<FastifyRequest, { previous?: KeptBefore; inputs?: PageInputs }>();

/** Marks `request` as building the answer to keep at an address, where `previous` was kept before. */
export function startBuild(request: FastifyRequest, previous: KeptBefore | undefined): void {
  builds.set(request, { previous });
}

/** What the answer `request` built was drawn from, when its builder said. */
export const inputsOfBuild = (request: FastifyRequest): PageInputs | undefined => builds.get(request)?.inputs;

/**
 * The answer kept at this request's address before the last write, with what it was drawn from,
 * when this request is building the answer to keep there (a visitor's, or a refresh): a builder that
 * finds the same inputs may give the same answer without drawing it again.
 */
export function answerBefore(request: FastifyRequest): { inputs: PageInputs; body: () => Buffer; cacheControl: string | undefined } | undefined {
  const previous = builds.get(request)?.previous;
  if (!previous?.inputs) return undefined;
  return { inputs: previous.inputs, body: () => zlib.gunzipSync(previous.gzip), cacheControl: previous.cacheControl };
}

/** Says what the answer being built for `request` is drawn from, kept with it for the next build. */
export function drawnFrom(request: FastifyRequest, inputs: PageInputs): void {
  const build = builds.get(request);
  if (build) build.inputs = inputs;
}

/**
 * The calls a page was drawn from and one digest of the answers it was given, with the year (the
 * footer's copyright): whatever order the renderer made them in, the same answers give the same digest.
 */
export function inputsOf(used: ReadonlyMap<string, string>): PageInputs {
  const calls = [...used.keys()].sort();
  const lines = calls.map((call) => `${call}\n${used.get(call)}`);
  return {
    calls,
    digest: createHash('sha256')
      .update(`${new Date().getFullYear()}\n${lines.join('\n')}`)
      .digest('base64url'),
  };
}

/** The same calls asked now. */
export async function answeredNow(calls: readonly string[], api: (url: string) => Promise<{ digest: string }>): Promise<PageInputs> {
  const answers = await Promise.all(calls.map(async (call) => [call, (await api(call)).digest] as const));
  return inputsOf(new Map(answers));
}
