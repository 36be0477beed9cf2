// A card per name on the customer's quote page (issue 30): their sheet of names, its rows and problems.
export const namesHeading = 'Send your list of names';
// The hint goes around the card's zones (each marked with its own language): before them, then after them.
export const namesHintColumns = 'One card per row. The first row of the sheet names the columns: ';
export const namesHintPhotos = '. Put the photos in one zip; each row’s photo column gives its file name.';
export const namesSheet = 'Sheet of names (CSV or Excel)';
export const namesPhotos = 'Photos (zip, optional)';
export const namesSend = 'Send the list';
export const namesSending = 'Sending…';
export const namesSent = 'Your list is saved. Check every card below.';
export const namesChooseSheet = 'Choose the sheet with the names (CSV or Excel).';
export const namesListHeading = 'Your cards';
export const namesCount = (cards: number, problems: number) =>
  `${cards.toLocaleString('en-IN')} ${cards === 1 ? 'card' : 'cards'}, ${problems.toLocaleString('en-IN')} ${problems === 1 ? 'problem' : 'problems'}`;
export const namesRow = (row: number) => `Row ${row}`;
export const namesPhotoKept = 'Photo ✓';
export const namesNoPhoto = 'No photo';
export const namesPdf = 'See every card (PDF)';
export const namesProofOf = (version: number) => `These cards are proof ${version}: approving it approves every name.`;
export const namesLoadFailed = 'Your list of names could not be loaded.';
