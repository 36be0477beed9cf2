import { WorkQueue } from '../lib/work-queue.ts';
import { atPicturePriority } from './picture-priority.ts';

/**
 * Uploaded pictures are decoded and encoded one at a time in the whole process (listings, categories,
 * banners, logos, proofs, customers' files): encoding a photo takes a core for seconds, and two at
 * once took both cores of a small server while pages waited (decision 029). Uploads wait for each
 * other instead; pages never wait for them, and libvips' threads run at the lowest priority while
 * they work on a one-core server (decisions 031, 048).
 */
const queue = new WorkQueue(1);

export const imageQueue = {
  run: <T>(job: () => Promise<T>): Promise<T> => queue.run(() => atPicturePriority(job)),
};

/**
 * Customers' photos and logos (on their quote pages) wait in a line of their own, one at a time
 * beside the owner's: a stranger's 49-megapixel photo never holds up the owner's upload (issue 27).
 * At worst two pictures are worked on at once.
 */
const customers = new WorkQueue(1);

export const customerImageQueue = {
  run: <T>(job: () => Promise<T>): Promise<T> => customers.run(() => atPicturePriority(job)),
};
