import type SharpModule from 'sharp';

export type SharpFn = typeof SharpModule;

let loading: Promise<SharpFn> | undefined;

/**
 * sharp (and libvips with it) is loaded on the first picture, not at start: a shop that only serves
 * pages never pays for it (about 9 MB of a small server's memory, decision 031).
 */
export function loadSharp(): Promise<SharpFn> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is processed once: libvips' operation cache would only hold on to memory.
    sharp.cache(false);
    // One libvips thread per operation (the default is one per core): a picture being encoded takes
    // one core at most, the other stays with the pages (decision 029).
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
