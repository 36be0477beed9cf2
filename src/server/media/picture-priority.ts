import fs from 'node:fs';
import os from 'node:os';

/**
 * libvips does its work (decoding, resizing, every encoder) on its own threads, named "libvips worker"
 * by the kernel, never on the JavaScript thread. Those threads are given the lowest CPU priority, so on
 * a busy one-core server the pages are answered first and an upload takes what is left (decision 031).
 * Linux schedules threads one by one and a new thread takes its creator's priority, which for libvips'
 * pool is a libuv thread at the normal one: so threads are looked at again while pictures are worked
 * on. Where there is no /proc (not Linux) nothing changes.
 */
const PICTURE_THREAD = /^libvips/;
const LOWEST = 19;
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

/** Runs picture work with libvips' threads at the lowest priority, looking for new ones every 100 ms while it runs. */
export async function atLowPriority<T>(work: () => Promise<T>): Promise<T> {
  lowerPictureThreads();
  const watch = setInterval(lowerPictureThreads, 100);
  try {
    return await work();
  } finally {
    clearInterval(watch);
    lowerPictureThreads();
  }
}
