import { toast } from '../components/index.ts';

/** The banner screen's texts (spec §5, §8), verbatim. */
export const BANNER_MESSAGES = {
  loadFailed: 'Error fetching banners',
  required: 'Please provide a name and at least one image.',
  tooBig: 'Some files exceed 4MB and were excluded.',
  uploaded: 'Banners uploaded successfully!',
  uploadFailed: 'Upload failed.',
  renamed: 'Banner name updated',
  editFailed: 'Edit failed',
  deleted: 'Banner deleted',
  deleteFailed: 'Delete failed',
  confirmDelete: 'Are you sure you want to delete this banner?',
} as const;

/** Each banner file may be at most 4 MB (spec §9); banners are not compressed, so this is the file as picked. */
const MAX_BANNER_BYTES = 4 * 1024 * 1024;

/** The picker's beforeAdd: keeps the files of at most 4 MB and says so when it dropped any. */
export function dropOversize(files: File[]): File[] {
  const kept = files.filter((file) => file.size <= MAX_BANNER_BYTES);
  if (kept.length < files.length) toast.error(BANNER_MESSAGES.tooBig);
  return kept;
}
