import type { Messages } from '../messages-type.ts';

/** Hindi of ../en/frame.ts. */
export const lang: Messages['lang'] = 'hi';
export const prefix: Messages['prefix'] = '/hi';
export const dateLocale: Messages['dateLocale'] = 'hi-IN';

export const otherLanguage: Messages['otherLanguage'] = 'English';
export const otherLanguageLabel: Messages['otherLanguageLabel'] = 'Read in English';

export const skipToContent: Messages['skipToContent'] = 'मुख्य सामग्री पर जाएँ';
export const menu: Messages['menu'] = 'मेन्यू';
export const mainMenu: Messages['mainMenu'] = 'मुख्य';
export const home: Messages['home'] = 'होम';
export const homeOf: Messages['homeOf'] = (shop) => `${shop}, होम`;

export const menuProducts: Messages['menuProducts'] = 'उत्पाद';
export const menuNewArrivals: Messages['menuNewArrivals'] = 'नए डिज़ाइन';
export const menuBestSellers: Messages['menuBestSellers'] = 'सबसे ज़्यादा बिकने वाले';
export const menuDiscounted: Messages['menuDiscounted'] = 'छूट वाले';
export const menuServices: Messages['menuServices'] = 'सेवाएँ';
export const menuDesign: Messages['menuDesign'] = 'डिज़ाइन';
export const menuDevelopment: Messages['menuDevelopment'] = 'अपना डिज़ाइन बनवाएँ';
export const menuSupport: Messages['menuSupport'] = 'सहायता';
export const menuAbout: Messages['menuAbout'] = 'हमारे बारे में';
export const menuOurStory: Messages['menuOurStory'] = 'हमारी कहानी';
export const menuTeam: Messages['menuTeam'] = 'हमारी टीम';
export const menuCareers: Messages['menuCareers'] = 'नौकरियाँ';
export const menuContact: Messages['menuContact'] = 'संपर्क';
export const menuEmail: Messages['menuEmail'] = 'ईमेल';
export const menuLocation: Messages['menuLocation'] = 'पता';
export const menuHelpCenter: Messages['menuHelpCenter'] = 'मदद केंद्र';

export const quickLinks: Messages['quickLinks'] = 'ज़रूरी लिंक';
export const categories: Messages['categories'] = 'श्रेणियाँ';
export const contactUs: Messages['contactUs'] = 'संपर्क करें';
export const footerContact: Messages['footerContact'] = 'संपर्क';
export const footerEmail: Messages['footerEmail'] = 'ईमेल:';
export const footerPhone: Messages['footerPhone'] = 'फ़ोन:';
export const notAvailable: Messages['notAvailable'] = 'उपलब्ध नहीं';
export const loadingDots: Messages['loadingDots'] = 'लोड हो रहा है...';
export const copyrightYear: Messages['copyrightYear'] = (year) => `© ${year}`;
export const allRightsReserved: Messages['allRightsReserved'] = 'सर्वाधिकार सुरक्षित।';

export const bottomNavigation: Messages['bottomNavigation'] = 'नीचे का मेन्यू';
export const navSearch: Messages['navSearch'] = 'खोजें';
export const navVideo: Messages['navVideo'] = 'वीडियो';
export const navShop: Messages['navShop'] = 'दुकान';
export const navProfile: Messages['navProfile'] = 'प्रोफ़ाइल';
export const unavailable: Messages['unavailable'] = (label) => `${label} (उपलब्ध नहीं)`;
export const socialMedia: Messages['socialMedia'] = 'सोशल मीडिया';

export const close: Messages['close'] = 'बंद करें';
export const noImage: Messages['noImage'] = 'कोई तस्वीर नहीं';
export const noImageAvailable: Messages['noImageAvailable'] = 'तस्वीर उपलब्ध नहीं';
export const imagesOf: Messages['imagesOf'] = (title) => `${title} की तस्वीरें`;
export const imageOf: Messages['imageOf'] = (title, n, count) => `${title} (${count} में से तस्वीर ${n})`;
export const imageNOfCount: Messages['imageNOfCount'] = (n, count) => `${count} में से तस्वीर ${n}`;
export const zoomImage: Messages['zoomImage'] = 'तस्वीर बड़ी करें';
export const previousImage: Messages['previousImage'] = 'पिछली तस्वीर';
export const nextImage: Messages['nextImage'] = 'अगली तस्वीर';
export const thumbnails: Messages['thumbnails'] = 'छोटी तस्वीरें';
export const showImage: Messages['showImage'] = (n) => `तस्वीर ${n} दिखाएँ`;
export const priceIs: Messages['priceIs'] = 'कीमत: ';
export const discountedPriceIs: Messages['discountedPriceIs'] = 'छूट के बाद कीमत: ';
export const originalPriceIs: Messages['originalPriceIs'] = 'असली कीमत: ';
export const percentOff: Messages['percentOff'] = (n) => `${n}% छूट`;
export const was: Messages['was'] = 'पहले ';
export const loading: Messages['loading'] = 'लोड हो रहा है';
export const somethingWentWrong: Messages['somethingWentWrong'] = 'कुछ गड़बड़ हो गई। कृपया पेज दोबारा लोड करें।';
export const failedToLoadThis: Messages['failedToLoadThis'] = (what) => `यह ${what} लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।`;
export const tryAgain: Messages['tryAgain'] = 'फिर कोशिश करें';
export const backToHome: Messages['backToHome'] = 'होम पेज पर लौटें';
export const honeypotLabel: Messages['honeypotLabel'] = 'वेबसाइट';
