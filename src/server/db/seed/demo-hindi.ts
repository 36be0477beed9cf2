/**
 * The demo shop's Hindi (issue 19): what an owner in Gondia would give a Hindi name first — every
 * category and subcategory, the shop's name and address, the banners, and the titles of the wedding and
 * griha pravesh cards. The other designs keep English titles only, as many a real shop's would: the
 * Hindi pages show them marked as English, and their Hindi twins are left out of the sitemap.
 */
export const CATEGORY_HI: Record<string, string> = {
  'Wedding Cards': 'शादी के कार्ड',
  'Birthday Invitations': 'जन्मदिन के निमंत्रण',
  'Trophies & Awards': 'ट्रॉफ़ी और पुरस्कार',
  'ID Cards': 'आईडी कार्ड',
  'Visiting Cards': 'विज़िटिंग कार्ड',
  'Vastu & Griha Pravesh': 'वास्तु और गृह प्रवेश',
  'Shop Opening': 'दुकान का उद्घाटन',
  'Religious Cards': 'धार्मिक कार्ड',
};

export const SUBCATEGORY_HI: Record<string, string> = {
  'Hindu Wedding': 'हिंदू विवाह',
  'Muslim Nikah': 'मुस्लिम निकाह',
  'Scroll Cards': 'स्क्रॉल कार्ड',
  'First Birthday': 'पहला जन्मदिन',
  'Kids Theme Party': 'बच्चों की थीम पार्टी',
  'Milestone Birthday': 'ख़ास जन्मदिन',
  'Metal Trophies': 'धातु की ट्रॉफ़ियाँ',
  'Crystal Awards': 'क्रिस्टल अवॉर्ड',
  'Wooden Mementos': 'लकड़ी के स्मृति-चिह्न',
  'PVC ID Cards': 'पीवीसी आईडी कार्ड',
  'School ID Cards': 'स्कूल आईडी कार्ड',
  'Lanyards & Holders': 'लैनयार्ड और होल्डर',
  'Matte Finish Cards': 'मैट फ़िनिश कार्ड',
  'Textured Premium Cards': 'टेक्सचर्ड प्रीमियम कार्ड',
  'Spot UV Cards': 'स्पॉट यूवी कार्ड',
  'Griha Pravesh Invitations': 'गृह प्रवेश निमंत्रण',
  'Vastu Shanti Cards': 'वास्तु शांति कार्ड',
  'Bhoomi Pujan Cards': 'भूमि पूजन कार्ड',
  'Shop Inauguration Cards': 'दुकान उद्घाटन कार्ड',
  'Office Opening Cards': 'ऑफ़िस उद्घाटन कार्ड',
  'Showroom Launch Invites': 'शोरूम लॉन्च निमंत्रण',
  'Katha & Puja Invitations': 'कथा और पूजा निमंत्रण',
  'Jagran & Mata ki Chowki': 'जागरण और माता की चौकी',
  'Gurpurab & Path Cards': 'गुरपुरब और पाठ कार्ड',
};

const DESIGN_HI: Record<string, string> = {
  'Royal Maroon Ganesha Wedding Card': 'शाही मैरून गणेश शादी कार्ड',
  'Shubh Vivah Kalash Invitation': 'शुभ विवाह कलश निमंत्रण',
  'Guest Name Wedding Envelope': 'अतिथि के नाम वाला शादी का लिफ़ाफ़ा',
  'Emerald Green Nikah Invitation': 'पन्ना हरा निकाह निमंत्रण',
  'Bismillah Gold Foil Nikah Card': 'बिस्मिल्लाह गोल्ड फ़ॉइल निकाह कार्ड',
  'Crescent Moon Walima Card': 'अर्धचंद्र वलीमा कार्ड',
  'Velvet Royal Scroll Invitation': 'वेलवेट शाही स्क्रॉल निमंत्रण',
  'Rajasthani Box Scroll Card': 'राजस्थानी बॉक्स स्क्रॉल कार्ड',
  'Ivory Pearl Scroll with Tassel': 'आइवरी मोती स्क्रॉल, फुंदने वाला',
  'Mango Leaf Toran Griha Pravesh Invite': 'आम के पत्तों के तोरण वाला गृह प्रवेश निमंत्रण',
  'New Home Kalash Pooja Card': 'नए घर का कलश पूजा कार्ड',
  'Shubh Griha Pravesh Card': 'शुभ गृह प्रवेश कार्ड',
};

const VARIANT_HI: Record<string, string> = {
  'Gold Foil': 'गोल्ड फ़ॉइल',
  'with Envelope': 'लिफ़ाफ़े के साथ',
  'Laser Cut': 'लेज़र कट',
  'Budget Print': 'किफ़ायती छपाई',
  'Premium Box Pack': 'प्रीमियम बॉक्स पैक',
  'Single Card': 'सिंगल कार्ड',
  'Folded Card': 'फ़ोल्ड होने वाला कार्ड',
  'Digital + Print Combo': 'डिजिटल + प्रिंट कॉम्बो',
  'Velvet Case': 'वेलवेट केस',
  'Wooden Rods': 'लकड़ी की छड़ें',
  'with Tassel': 'फुंदने के साथ',
  'Acrylic Box': 'ऐक्रेलिक बॉक्स',
  'Paper Tube': 'पेपर ट्यूब',
};

/** A listing's Hindi title ("design – variant", as its English one), when its design has one. */
export function listingTitleHi(title: string): string | null {
  const [design, variant] = title.split(' – ');
  const hi = DESIGN_HI[design ?? ''];
  if (!hi) return null;
  return variant === undefined ? hi : `${hi} – ${VARIANT_HI[variant] ?? variant}`;
}

export const SITE_HI = { name: 'श्री गणेश प्रिंटर्स', address: 'दुकान नं. 12, गुरुद्वारा रोड, जयस्तंभ चौक के पास, गोंदिया, महाराष्ट्र 441601' };

export const BANNER_HI: Record<string, { name: string; altText: string }> = {
  'Wedding Season Offer': { name: 'शादी के मौसम का ऑफ़र', altText: 'शादी के मौसम का ऑफ़र: श्री गणेश प्रिंटर्स पर शादी के कार्ड पर सीधे 15% छूट' },
  'Trophies for Sports Day': { name: 'खेल दिवस की ट्रॉफ़ियाँ', altText: 'स्कूल के खेल दिवस के लिए ट्रॉफ़ी और पुरस्कार, नाम की मुफ़्त खुदाई के साथ' },
  'Same Day Visiting Cards': { name: 'उसी दिन विज़िटिंग कार्ड', altText: 'उसी दिन विज़िटिंग कार्ड: दोपहर से पहले ऑर्डर दें और शाम तक ले जाएँ' },
};
