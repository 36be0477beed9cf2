import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uniqueJpeg } from '../test-support/fixtures.ts';
import { processImage } from './image-pipeline.ts';
import { imageQueue } from './image-queue.ts';
import { pictureNice } from './picture-priority.ts';

/** Each thread of this process: its kernel name and its nice value (field 19 of /proc/…/stat). */
function threads(): Array<{ tid: number; name: string; nice: number }> {
  return fs.readdirSync('/proc/self/task').flatMap((task) => {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ tid: Number(task), name: fs.readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim(), nice: Number(fields[16]) }];
    } catch {
      return [];
    }
  });
}

describe('the priority of picture work', () => {
  it('is the lowest on a one-core server, the normal one where another core serves the pages', () => {
    expect(pictureNice(1)).toBe(19);
    expect([pictureNice(2), pictureNice(8)]).toEqual([0, 0]);
  });
});

describe.runIf(fs.existsSync('/proc/self/task'))('pictures and pages on one small server', () => {
  it('libvips works on an upload at the priority this server’s cores give; the thread answering pages keeps its own', async () => {
    // libvips starts its threads on the first picture: on one core each is lowered within 100 ms of
    // starting, and keeps that priority for every later picture.
    await imageQueue.run(async () => processImage(await uniqueJpeg()));
    const seen = await imageQueue.run(async () => {
      const image = await processImage(await uniqueJpeg(1200, 900));
      return { image, during: threads() };
    });
    expect(seen.image.files.length).toBeGreaterThan(1);
    const pictureThreads = seen.during.filter((t) => t.name.startsWith('libvips'));
    expect(pictureThreads.length).toBeGreaterThan(0);
    for (const t of pictureThreads) expect(t.nice, `${t.name} ${t.tid}`).toBe(pictureNice());
    const main = seen.during.find((t) => t.tid === process.pid);
    expect(main?.nice).toBe(0);
    // Every other thread (libuv's, which read pictures from disk for /media, V8's) keeps its priority.
    for (const t of seen.during.filter((t) => !t.name.startsWith('libvips'))) expect(t.nice, t.name).toBe(0);
  });
});
