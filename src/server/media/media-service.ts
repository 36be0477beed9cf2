import { HttpError } from '../lib/http-errors.ts';
import { imageQueue } from './image-queue.ts';
import { processImage, type ProcessedImage } from './image-pipeline.ts';
import { processLock, type MediaLock } from './media-lock.ts';
import { hashOfName, hashOfUrl, isTempName, MEDIA_PREFIX, type MediaStore } from './media-store.ts';

const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'];

/** What the media layer needs to know of the records, without knowing the tables (db/image-references.ts). */
export interface ImageReferences {
  /** True when a committed record points at the URL. */
  isReferenced(url: string): Promise<boolean>;
  /** Every image URL committed records point at. */
  allUrls(): Promise<Set<string>>;
}

/**
 * Images shared by content hash between records. Whatever touches the files of one hash —
 * writing them for an upload and committing the record, or deleting them once no record uses
 * them — holds that hash's lock, so a file is never removed while a record that needs it is
 * being committed, and a failed request never takes away files another record uses.
 * The lock is this process's on SQLite (one process owns the shop, decision 006) and PostgreSQL's
 * advisory locks when several processes share one database and one bucket (db/picture-locks.ts, decision 027).
 */
export class MediaService {
  /** Hashes whose files an upload in flight has written or is writing. */
  private readonly writing = new Map<string, number>();
  private committing = 0;
  private stopped = false;

  constructor(
    readonly store: MediaStore,
    private readonly references: ImageReferences,
    private readonly locks: MediaLock = processLock(),
  ) {}

  /** The store answers and can be written (the ready check of load balancers asks this). */
  ready(): Promise<boolean> {
    return this.store.ready().catch(() => false);
  }

  /** True when the locks hold across processes (PostgreSQL): the start-up sweep then spares fresh temp files. */
  get sharedWithOtherProcesses(): boolean {
    return this.locks.acrossProcesses;
  }

  /**
   * Processes and stores the uploads, then runs `commit` with their URLs, holding the uploads'
   * hashes throughout. Files reach the disk before the database commits; if anything fails, the
   * files of these hashes that no committed record references are removed.
   */
  async storeThen<T>(uploads: Buffer[], commit: (urls: string[]) => Promise<T>): Promise<T> {
    // The slow part (decoding, resizing, encoding) runs before taking any lock, one picture at a
    // time in the whole process: uploads take turns picture by picture.
    const images: ProcessedImage[] = [];
    for (const upload of uploads) images.push(await imageQueue.run(() => processImage(upload)));
    const hashes = images.map((image) => image.hash);
    return this.locks.run(hashes, async () => {
      for (const hash of hashes) this.writing.set(hash, (this.writing.get(hash) ?? 0) + 1);
      try {
        const urls: string[] = [];
        for (const image of images) urls.push((await this.store.write(image)).url);
        if (this.stopped) throw new HttpError(503, 'The shop is restarting. Please try again in a moment.');
        this.committing += 1;
        try {
          return await commit(urls);
        } finally {
          this.committing -= 1;
        }
      } catch (err) {
        // The storage itself may be what failed: what cannot be taken back now, the next sweep takes.
        await this.removeUnreferenced(images.map((image) => MEDIA_PREFIX + image.files[0]!.name)).catch(() => {});
        throw err;
      } finally {
        for (const hash of hashes) {
          const left = (this.writing.get(hash) ?? 1) - 1;
          if (left > 0) this.writing.set(hash, left);
          else this.writing.delete(hash);
        }
      }
    });
  }

  /**
   * For a stop that cannot wait any longer: no upload commits from now on; once the commits under
   * way have finished, the files of uploads cut off (written, never committed) are removed, so the
   * requests cut off leave nothing behind. Returns how many images were taken back.
   */
  async abandonWrites(timeoutMs = 5000): Promise<number> {
    this.stopped = true;
    const until = Date.now() + timeoutMs;
    while (this.committing > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    let removed = 0;
    for (const hash of [...this.writing.keys()]) {
      const take = async () => {
        const urls = ORIGINAL_EXTENSIONS.map((ext) => `${MEDIA_PREFIX}${hash}.${ext}`);
        let used = false;
        for (const url of urls) used ||= await this.references.isReferenced(url);
        return !used && (await this.store.removeHash(hash)) > 0;
      };
      // Beside other processes, one of them may be committing a record of this very image: only
      // under its lock, and only while time is left; what is not taken back now, a sweep takes.
      const taken = this.locks.acrossProcesses ? await within(this.locks.run([hash], take), Math.max(1000, until - Date.now())) : await take();
      if (taken) removed += 1;
    }
    await this.sweepTemp(0);
    return removed;
  }

  /** After a delete or replace has committed: removes the files of images no record uses any more. */
  async release(urls: Iterable<string | null | undefined>): Promise<void> {
    const ours = [...new Set([...urls].filter((u): u is string => Boolean(u && hashOfUrl(u))))];
    if (ours.length === 0) return;
    await this.locks.run(
      ours.map((u) => hashOfUrl(u)!),
      () => this.removeUnreferenced(ours),
    );
  }

  /**
   * Files nothing references: temp files of writes cut off, and images whose records were never
   * committed (a crash between writing the files and the commit). `minAgeMs` spares files a
   * writer in another process may still be committing (the command-line sweep); `tempMinAgeMs`
   * does the same for temp files alone, which no lock covers (a start beside other processes).
   */
  async sweep(minAgeMs = 0, tempMinAgeMs = minAgeMs): Promise<{ temp: number; orphans: number }> {
    const now = Date.now();
    const names = await this.store.list();
    const temp = await this.sweepTemp(tempMinAgeMs, names, now);
    const referenced = new Set([...(await this.references.allUrls())].map(hashOfUrl));
    const candidates = new Set(names.map(hashOfName).filter((h): h is string => h !== null && !referenced.has(h)));
    let orphans = 0;
    for (const hash of candidates) {
      orphans += await this.locks.run([hash], async () => {
        // Asked again under the lock: a record may have been committed since the list was read.
        const urls = ORIGINAL_EXTENSIONS.map((ext) => `${MEDIA_PREFIX}${hash}.${ext}`);
        for (const url of urls) if (await this.references.isReferenced(url)) return 0;
        const files = await this.store.namesOf(hash);
        const ages = await Promise.all(files.map((n) => this.store.ageOf(n, now)));
        if (ages.some((age) => age !== null && age < minAgeMs)) return 0;
        return this.store.removeHash(hash);
      });
    }
    return { temp, orphans };
  }

  private async sweepTemp(minAgeMs: number, names?: string[], now = Date.now()): Promise<number> {
    let temp = 0;
    for (const name of (names ?? (await this.store.list())).filter(isTempName)) {
      const age = await this.store.ageOf(name, now);
      if (age !== null && age >= minAgeMs) {
        await this.store.remove(name);
        temp += 1;
      }
    }
    return temp;
  }

  /** Caller holds the hashes' locks. */
  private async removeUnreferenced(urls: string[]): Promise<void> {
    for (const url of new Set(urls)) {
      if (!(await this.references.isReferenced(url))) await this.store.removeHash(hashOfUrl(url)!);
    }
  }
}

/** The promise's value, or false once `ms` have passed (it goes on, unobserved). */
function within(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  promise.catch(() => {});
  return Promise.race([promise.catch(() => false), late]).finally(() => clearTimeout(timer));
}
