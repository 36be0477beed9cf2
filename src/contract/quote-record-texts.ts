/**
 * What the customer (and the owner) are told about a sheet of names and its photos, in the quote's
 * language (issue 30): the customer's page is in English or Hindi, the owner's screens in English.
 */
export interface RecordTexts {
  notASheet: string;
  sheetTooLarge: (mb: number) => string;
  zipTooLarge: (mb: number) => string;
  notAZip: string;
  tooManyRows: (max: number) => string;
  noRows: string;
  noColumns: (labels: string) => string;
  noZones: string;
  twoColumns: (name: string) => string;
  photoTooLarge: (name: string, mb: number) => string;
  tooManyEntries: (max: number) => string;
  closed: string;
  approved: string;
  chooseSheet: string;
  badQuantity: string;
  noList: string;
  busy: string;
  /** Under each card of the proof of every card. */
  rowLabel: (row: number) => string;
  // Problems of one row.
  empty: (label: string) => string;
  tooLong: (label: string) => string;
  duplicate: (row: number) => string;
  photoMissing: (name: string) => string;
  photoUnreadable: (name: string) => string;
  cellTooLong: (label: string, max: number) => string;
}

export const RECORD_TEXTS_EN: RecordTexts = {
  notASheet: 'The sheet must be a CSV file or an Excel workbook (.xlsx).',
  sheetTooLarge: (mb) => `The sheet must be at most ${mb} MB.`,
  zipTooLarge: (mb) => `The photos' zip must be at most ${mb} MB.`,
  notAZip: 'The photos must come as one zip file.',
  tooManyRows: (max) => `The sheet has more than ${max} rows; split it into several orders.`,
  noRows: 'The sheet has a header row but no names under it.',
  noColumns: (labels) => `The first row must name the columns: ${labels}.`,
  noZones: 'This card has no zones for names, so it takes no sheet.',
  twoColumns: (name) => `Two columns are for ${name}; keep one.`,
  photoTooLarge: (name, mb) => `${name} is larger than ${mb} MB unpacked; that is not a photo.`,
  tooManyEntries: (max) => `The zip has more than ${max} files.`,
  closed: 'This order no longer takes a new list of names.',
  approved: 'The names are approved and can no longer be changed.',
  chooseSheet: 'Choose the sheet with the names (CSV or Excel).',
  badQuantity: 'The quantity must be a whole number from 1 to 1000000.',
  noList: 'No list of names has been sent yet.',
  busy: 'Many proofs are being prepared right now. Please try again in a few seconds.',
  rowLabel: (row) => `Row ${row}`,
  empty: (label) => `${label} is empty.`,
  tooLong: (label) => `${label} is too long to fit on the card, even in smaller letters.`,
  duplicate: (row) => `The same as row ${row}.`,
  photoMissing: (name) => `No photo named ${name} in the zip.`,
  photoUnreadable: (name) => `${name} is not a photo we can read (JPEG, PNG or WebP).`,
  cellTooLong: (label, max) => `${label} is longer than ${max} characters.`,
};

export const RECORD_TEXTS_HI: RecordTexts = {
  notASheet: 'नामों की शीट CSV फ़ाइल या Excel वर्कबुक (.xlsx) होनी चाहिए।',
  sheetTooLarge: (mb) => `शीट ज़्यादा से ज़्यादा ${mb} MB की हो सकती है।`,
  zipTooLarge: (mb) => `फ़ोटो की zip ज़्यादा से ज़्यादा ${mb} MB की हो सकती है।`,
  notAZip: 'फ़ोटो एक zip फ़ाइल में भेजें।',
  tooManyRows: (max) => `शीट में ${max} से ज़्यादा पंक्तियाँ हैं; इसे कई ऑर्डर में बाँटें।`,
  noRows: 'शीट में शीर्षक की पंक्ति है, पर उसके नीचे कोई नाम नहीं।',
  noColumns: (labels) => `पहली पंक्ति में कॉलम के नाम हों: ${labels}।`,
  noZones: 'इस कार्ड पर नामों के लिए कोई जगह नहीं है, इसलिए यह शीट नहीं लेता।',
  twoColumns: (name) => `${name} के लिए दो कॉलम हैं; एक रखें।`,
  photoTooLarge: (name, mb) => `${name} खुलकर ${mb} MB से बड़ी है; यह फ़ोटो नहीं है।`,
  tooManyEntries: (max) => `zip में ${max} से ज़्यादा फ़ाइलें हैं।`,
  closed: 'यह ऑर्डर अब नामों की नई सूची नहीं ले सकता।',
  approved: 'नाम मंज़ूर हो चुके हैं और अब बदले नहीं जा सकते।',
  chooseSheet: 'नामों वाली शीट चुनें (CSV या Excel)।',
  badQuantity: 'संख्या 1 से 1000000 तक की पूरी संख्या होनी चाहिए।',
  noList: 'अभी तक नामों की कोई सूची नहीं भेजी गई है।',
  busy: 'अभी कई प्रूफ़ तैयार हो रहे हैं। कृपया कुछ सेकंड में फिर कोशिश करें।',
  rowLabel: (row) => `पंक्ति ${row}`,
  empty: (label) => `${label} खाली है।`,
  tooLong: (label) => `${label} कार्ड पर नहीं समाता, छोटे अक्षरों में भी नहीं।`,
  duplicate: (row) => `पंक्ति ${row} जैसी ही है।`,
  photoMissing: (name) => `zip में ${name} नाम की कोई फ़ोटो नहीं है।`,
  photoUnreadable: (name) => `${name} ऐसी फ़ोटो नहीं है जिसे हम पढ़ सकें (JPEG, PNG या WebP)।`,
  cellTooLong: (label, max) => `${label} ${max} अक्षरों से लंबा है।`,
};

export const recordTexts = (lang: string): RecordTexts => (lang === 'hi' ? RECORD_TEXTS_HI : RECORD_TEXTS_EN);
