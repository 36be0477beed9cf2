/** The job ticket (issue 29, item 4): one A4 page for the press, printed from the job's screen. */

export const TICKET_MESSAGES = {
  notApproved: 'The customer has not approved a proof yet: the job ticket shows the approved version, so it is made once they approve.',
  busy: 'Many tickets and bills are being drawn right now. Please try again in a few seconds.',
  notFound: 'Quote not found',
} as const;

/** GET /api/quotes/{id}/ticket.pdf (the owner's, with a session); `sheet` names the press sheet, else the first that fits. */
export const jobTicketUrl = (quoteId: string, sheet?: string): string =>
  `/api/quotes/${quoteId}/ticket.pdf${sheet ? `?sheet=${encodeURIComponent(sheet)}` : ''}`;
