import fs from 'node:fs';
import os from 'node:os';

/**
 * libvips does its work (decoding, resizing, every encoder) on its own threads, named "libvips worker"
 * by the kernel, never on the JavaScript thread. On a one-core server those threads are given the
 * lowest CPU priority, so the pages are answered first and an upload takes what is left (decision 031).
 * With more cores they keep the normal one: one picture a line, one libvips thread a picture
 * (sharp-loader.ts), so an upload takes one core and the pages keep another. Measured on two cores
 * (decision 048): lowered, the school's 500 photos took 65–66 s while 200 clients browsed, at a
 * browsing p99 of 162–167 ms; not lowered, 47–49 s at 157–160 ms.
 * Linux schedules threads one by one and a new thread takes its creator's priority, which for libvips'
 * pool is a libuv thread at the normal one: so threads are looked at again while pictures are worked
 * on. Where there is no /proc (not Linux) nothing changes.
 */
const PICTURE_THREAD = /^libvips/;
const LOWEST = 19;

/** The nice value of picture threads on a server with this many cores: the lowest on one, unchanged on more. */
export const pictureNice = (cores = os.availableParallelism()): number => (cores > 1 ? 0 : LOWEST);
function lowerPictureThreads(): void {
  let tasks: string[];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const task of tasks) {
    try {
      if (!PICTURE_THREAD.test(fs.readFileSync(`/proc/self/task/${task}/comm`, 'utf8'))) continue;
      // Asked each time rather than remembered: the kernel reuses the ids of threads that ended.
      if (os.getPriority(Number(task)) !== LOWEST) os.setPriority(Number(task), LOWEST);
    } catch {
      // The thread ended meanwhile, or the system refused: it keeps its priority.
    }
  }
}

/** Runs picture work with libvips' threads at their priority (pictureNice), looking for new ones every 100 ms while it runs. */
export async function atPicturePriority<T>(work: () => Promise<T>): Promise<T> {
  if (pictureNice() === 0) return work();
  lowerPictureThreads();
  const watch = setInterval(lowerPictureThreads, 100);
  try {
    return await work();
  } finally {
    clearInterval(watch);
    lowerPictureThreads();
  }
}
