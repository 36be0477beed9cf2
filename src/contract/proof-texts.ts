/**
 * Proof rounds and the customer's files (issue 17, items 1, 2 and 6): the limits both sides check
 * and every text the visitor reads, in one place so the Hindi issue can translate them. Free of zod:
 * the quote page imports it.
 */
export const PROOF_STATUSES = ['pending', 'changes', 'approved'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

export const COMMENT_MAX = 1000;
export const PROOF_BYTES = 10 * 1024 * 1024;
export const FILES_PER_QUOTE = 10;

/** The box the customer ticks; recorded with the approval word for word. */
export const APPROVAL_WORDING = 'I have checked the names, dates, spellings and numbers';

export const PROOF_TEXTS = {
  heading: 'Proofs',
  version: (v: number) => `Proof ${v}`,
  drawnPreview: 'Preview of your card',
  newest: 'newest',
  previous: 'Previous proof',
  next: 'Next proof',
  status: { pending: 'Waiting for your answer', changes: 'Changes requested', approved: 'Approved' } satisfies Record<ProofStatus, string>,
  /** A proof nothing can be answered on yet (proof-turn.ts): a new request's preview, a change asked for. */
  shopTurn: 'Waiting for the shop',
  replacedBy: (v: number) => `Replaced by proof ${v}`,
  attachment: 'Download the PDF',
  requestChanges: 'Request changes',
  comment: 'What should change?',
  pinHint: 'Tap the proof to point at the place (optional).',
  pinSet: 'Pin set. Tap the proof again to move it.',
  removePin: 'Remove pin',
  sendChanges: 'Send change request',
  approve: 'Approve for printing',
  approvedOn: (when: string, version: number) => `Proof ${version} approved on ${when}`,
  yourComments: 'Your comments',
  commentRequired: 'Please write what should change.',
  commentTooLong: `Please keep the comment within ${COMMENT_MAX.toLocaleString('en-IN')} characters.`,
  pinInvalid: 'The pin must be a point on the proof (x and y between 0 and 1).',
  versionInvalid: 'Say which proof (version) you answer.',
  confirmRequired: `Please tick the box: ${APPROVAL_WORDING}.`,
  priceRequired: 'Say which price you approve, as the page shows it (such as 746.50).',
  /** `price` as the page shows it (formatRupees): ₹99,999, ₹746.50. */
  priceChanged: (price: string) => `The price has changed to ${price}. Please check it and approve again.`,
  onlyNewest: (newest: number) => `Only the newest proof (proof ${newest}) can be answered. Please look at proof ${newest}.`,
  noProof: 'There is no proof to answer yet.',
  alreadyApproved: 'This proof is already approved.',
  changesPending: 'You asked for changes to this proof; the shop will send a new one.',
  notOpen: 'The shop is not waiting for an answer on a proof right now.',
  changesSent: 'Thank you. The shop will send a new proof.',
  approved: 'Proof approved. Thank you!',
  sendFailed: 'It could not be sent. Please check your connection and try again.',
  filesHeading: 'Your photos and logos',
  filesHint: `Attach photos or logos for the job (JPEG, PNG or WebP, up to ${FILES_PER_QUOTE} files of 10 MB each).`,
  addFile: 'Attach a photo',
  tooManyFiles: `At most ${FILES_PER_QUOTE} files per quote.`,
  filesClosed: 'This job is closed: no more files can be added.',
  fileTooLarge: 'Each file must be at most 10 MB.',
  fileAdded: 'File attached.',
} as const;
