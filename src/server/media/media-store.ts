import type { Readable } from 'node:stream';
import { HttpError } from '../lib/http-errors.ts';
import type { ProcessedImage } from './image-pipeline.ts';

export const MEDIA_PREFIX = '/media/';
/** The only names ever served from the media store: an original or a variant. */
export const MEDIA_NAME = /^[0-9a-f]{32}(?:-\d+)?\.(?:jpg|png|webp|avif)$/;
const HASH_OF_URL = /^\/media\/([0-9a-f]{32})\.(?:jpg|png|webp)$/;
/** Temp files are dot-files with a random part: never served, never shared by two writers. */
const TEMP_NAME = /^\..*\.tmp$/;

/** The hash behind a stored image's URL, or null for anything that is not one of ours. */
export function hashOfUrl(url: string): string | null {
  return HASH_OF_URL.exec(url)?.[1] ?? null;
}

export const isTempName = (name: string): boolean => TEMP_NAME.test(name);
export const hashOfName = (name: string): string | null => (MEDIA_NAME.test(name) ? name.slice(0, 32) : null);

/** What a browser is told a stored file is, by its extension. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
export const mediaTypeOf = (name: string): string => MEDIA_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * The storage could not be reached (the bucket's service is down, say): the request that needed it is
 * answered 503 with this message, and nothing that points at a picture is committed.
 */
export class StorageUnavailable extends HttpError {
  constructor(override readonly cause?: unknown) {
    super(503, 'Picture storage is unavailable; please try again shortly.', { 'retry-after': '10' });
  }
}

/** A stored file opened for streaming, or already in memory (media/hot-pictures.ts). */
export interface MediaFile {
  body: Readable | Buffer;
  size: number;
  lastModified: Date;
  etag: string;
}

/**
 * The public pictures (originals and variants, named by content hash), on a disk folder
 * (disk-media-store.ts) or in an S3 bucket (s3-media-store.ts): the rest of the shop only knows this.
 * Callers serialize writers of one hash (MediaService's lock).
 */
export interface MediaStore {
  /** Where the pictures are, for logs and messages: a folder, or s3://bucket/media/. */
  readonly where: string;
  init(): Promise<void>;
  /** The store can be written now (disk: the folder is writable; S3: the bucket answers). */
  ready(): Promise<boolean>;
  /**
   * Writes every file of an image (skipping those already present) and returns the original's URL
   * plus the names this call created. Each file is whole or absent, even if the process dies.
   */
  write(image: ProcessedImage): Promise<{ url: string; created: string[] }>;
  /** Removes every file (original and variants) of the given hash; returns how many there were. */
  removeHash(hash: string): Promise<number>;
  removeFiles(names: string[]): Promise<void>;
  has(url: string): Promise<boolean>;
  /** Every name in the store (temp files included on disk). */
  list(): Promise<string[]>;
  /** The names of one image's files (original and variants). */
  namesOf(hash: string): Promise<string[]>;
  /** Age of a file in ms, or null when it is gone. */
  ageOf(name: string, now?: number): Promise<number | null>;
  remove(name: string): Promise<void>;
  /** A file's bytes, or undefined when there is none (small files: logos, designs for previews). */
  read(name: string): Promise<Buffer | undefined>;
  /** A file as a stream, or undefined when there is none. */
  open(name: string): Promise<MediaFile | undefined>;
  /** Copies (or hard-links) a file to a local path, for backups; false when it is gone. */
  copyTo(name: string, file: string): Promise<boolean>;
  /** Stores a local file under `name` (restores): whole or not at all. */
  putFile(name: string, file: string): Promise<void>;
}
