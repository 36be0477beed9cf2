// हर नाम का एक कार्ड (issue 30): ग्राहक की नामों की शीट, उसकी पंक्तियाँ और उनकी कमियाँ।
export const namesHeading = 'अपनी नामों की सूची भेजें';
export const namesHintColumns = 'हर पंक्ति का एक कार्ड बनेगा। शीट की पहली पंक्ति में कॉलम के नाम हों: ';
export const namesHintPhotos = '। फ़ोटो एक ज़िप फ़ाइल में रखें; हर पंक्ति के फ़ोटो कॉलम में उसकी फ़ाइल का नाम लिखें।';
export const namesSheet = 'नामों की शीट (CSV या Excel)';
export const namesPhotos = 'फ़ोटो (ज़िप, चाहें तो)';
export const namesSend = 'सूची भेजें';
export const namesSending = 'भेज रहे हैं…';
export const namesSent = 'आपकी सूची सहेज ली गई है। नीचे हर कार्ड जाँच लें।';
export const namesChooseSheet = 'नामों वाली शीट चुनें (CSV या Excel)।';
export const namesListHeading = 'आपके कार्ड';
export const namesCount = (cards: number, problems: number) =>
  `${cards.toLocaleString('en-IN')} कार्ड, ${problems.toLocaleString('en-IN')} ${problems === 1 ? 'कमी' : 'कमियाँ'}`;
export const namesRow = (row: number) => `पंक्ति ${row}`;
export const namesPhotoKept = 'फ़ोटो ✓';
export const namesNoPhoto = 'फ़ोटो नहीं';
export const namesPdf = 'हर कार्ड देखें (PDF)';
export const namesProofOf = (version: number) => `ये कार्ड प्रूफ़ ${version} हैं: इसे मंज़ूर करने से हर नाम मंज़ूर होगा।`;
export const namesLoadFailed = 'आपकी नामों की सूची लोड नहीं हो सकी।';
