import type { MultipartLimits } from '../lib/multipart.ts';

/** A phone photo straight from the camera is 3–12 MB; the web compresses before sending, other clients may not. */
export const PHOTO_LIMITS: MultipartLimits = { fileBytes: 20 * 1024 * 1024, files: 1 };

export const LISTING_LIMITS: MultipartLimits = {
  fileBytes: 20 * 1024 * 1024,
  files: 10,
  tooManyFilesMessage: 'Max 10 images allowed.',
};

export const BANNER_LIMITS: MultipartLimits = {
  fileBytes: 4 * 1024 * 1024,
  files: 10,
  fileTooLargeMessage: 'Each banner image must be at most 4 MB.',
};

/** A text-only form sent as multipart: a file in it is refused. */
export const NO_FILES: MultipartLimits = {
  fileBytes: 1024,
  files: 1,
  fileTooLargeMessage: 'This form takes no files.',
  tooManyFilesMessage: 'This form takes no files.',
};
