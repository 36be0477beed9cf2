import type { Messages } from '../messages-type.ts';

/** Hindi of ../en/seo.ts: what search results and chats show of a Hindi page. */
export const defaultShopName: Messages['defaultShopName'] = 'प्रिंट शॉप';
export const defaultDescription: Messages['defaultDescription'] = 'शादी और हर मौक़े के निमंत्रण कार्ड, ट्रॉफ़ी, आईडी कार्ड और बहुत कुछ, आपके ऑर्डर पर बनाए जाते हैं।';
export const ourShop: Messages['ourShop'] = 'हमारी दुकान';
export const shopSetupNotice: Messages['shopSetupNotice'] = 'यह दुकान अभी तैयार की जा रही है। कृपया जल्द ही फिर आएँ।';

export const titleContactUs: Messages['titleContactUs'] = 'संपर्क करें';
export const titleProfile: Messages['titleProfile'] = 'परिचय';
export const titleAllCategories: Messages['titleAllCategories'] = 'सभी श्रेणियाँ';
export const titleStories: Messages['titleStories'] = 'स्टोरीज़';
export const titleGallery: Messages['titleGallery'] = 'गैलरी';
export const titleDesigns: Messages['titleDesigns'] = 'डिज़ाइन';
export const titleSocialMedia: Messages['titleSocialMedia'] = 'सोशल मीडिया';
export const titleWeddingCards: Messages['titleWeddingCards'] = 'शादी के कार्ड';
export const titleYourQuote: Messages['titleYourQuote'] = 'आपका कोटेशन';
export const titlePageNotFound: Messages['titlePageNotFound'] = 'पेज नहीं मिला';
export const titleCategoryNotFound: Messages['titleCategoryNotFound'] = 'श्रेणी नहीं मिली';
export const titleItemNotFound: Messages['titleItemNotFound'] = 'डिज़ाइन नहीं मिला';

export const browseNames: Messages['browseNames'] = (names) => `${names} देखें।`;
export const allCategoriesIntro: Messages['allCategoriesIntro'] =
  'हम हर तरह के कार्ड और छपाई का काम करते हैं: शादी और समारोहों के निमंत्रण, ट्रॉफ़ी, आईडी कार्ड और बहुत कुछ।';
export const categoryDescription: Messages['categoryDescription'] = (designs, category, shop, subcategories) =>
  `${shop} के ${category}${subcategories ? `: ${subcategories}` : ''}। चुनने के लिए ${designs} डिज़ाइन।`;
export const storiesDescription: Messages['storiesDescription'] = (shop) => `${shop ? `${shop} के` : 'हमारे'} नए डिज़ाइन, एक के बाद एक।`;
export const galleryDescription: Messages['galleryDescription'] = (shop) => `${shop ? `${shop} के ` : ''}शादी, जन्मदिन, वास्तु और उद्घाटन कार्ड के डिज़ाइन।`;
export const contactDescription: Messages['contactDescription'] = (shop) => `${shop ? `${shop} से संपर्क करें: ` : ''}फ़ोन, ईमेल, पता, WhatsApp, या इसी पेज से संदेश भेजें।`;
export const feedDescription: Messages['feedDescription'] = (shop) => (shop ? `${shop} के नए डिज़ाइन।` : 'नए डिज़ाइन।');
export const socialMediaDescription: Messages['socialMediaDescription'] = (shop) => `Facebook, Instagram, Twitter और LinkedIn पर ${shop || 'दुकान'} को फ़ॉलो करें।`;
export const weddingCardsDescription: Messages['weddingCardsDescription'] = 'सुंदर शादी के कार्ड। अपने बड़े दिन के लिए बेहतरीन डिज़ाइन देखें और अपनी पसंद से बनवाएँ।';
export const priceSummary: Messages['priceSummary'] = (price, minimumOrder) => `${price}${minimumOrder > 1 ? `, कम से कम ${minimumOrder} का ऑर्डर` : ''}।`;
