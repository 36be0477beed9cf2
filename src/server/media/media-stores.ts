import { DiskMediaStore } from './disk-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { DiskPrivateStore, privateDirOf, type PrivateStore } from './private-store.ts';
import { S3Bucket, type S3Settings } from './s3-bucket.ts';
import { S3MediaStore } from './s3-media-store.ts';
import { S3PrivateStore } from './s3-private-store.ts';

export interface MediaStores {
  media: MediaStore;
  private: PrivateStore;
  /** Lets go of the bucket's connections (S3); nothing on disk. */
  close(): void;
}

/** What picks the stores: DATA_DIR/media on disk (the default), or `s3` (env.ts's MEDIA_STORE=s3). */
export interface MediaLocation {
  mediaDir: string;
  mediaBucket?: S3Settings;
}

/** The public and private stores of one shop, wherever its settings put them. */
export function openMediaStores(location: MediaLocation): MediaStores {
  if (location.mediaBucket) {
    const bucket = new S3Bucket(location.mediaBucket);
    return { media: new S3MediaStore(bucket), private: new S3PrivateStore(bucket), close: () => bucket.destroy() };
  }
  return { media: new DiskMediaStore(location.mediaDir), private: new DiskPrivateStore(privateDirOf(location.mediaDir)), close: () => {} };
}
