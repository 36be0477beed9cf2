/** The site's frame and the language itself (see ../en.ts). */

/** The language of this build: `<html lang>`, the switch and the dates. */
export const lang: 'en' | 'hi' = 'en';
/** The path prefix of this language's pages ('' for English, the default). */
export const prefix: '' | '/hi' = '';
/** Locale for dates ("12 February 2027"); prices stay en-IN in both languages (₹12,34,567.50). */
export const dateLocale: string = 'en-IN';

// The language switch in the header: the other language's name, in that language.
export const otherLanguage = 'हिन्दी';
export const otherLanguageLabel = 'हिन्दी में पढ़ें';

// The site's frame.
export const skipToContent = 'Skip to content';
export const menu = 'Menu';
export const mainMenu = 'Main';
export const home = 'Home';
export const homeOf = (shop: string) => `${shop}, home`;

// The header's menu (the spec's labels).
export const menuProducts = 'Products';
export const menuNewArrivals = 'New Arrivals';
export const menuBestSellers = 'Best Sellers';
export const menuDiscounted = 'Discounted';
export const menuServices = 'Services';
export const menuDesign = 'Design';
export const menuDevelopment = 'Development';
export const menuSupport = 'Support';
export const menuAbout = 'About';
export const menuOurStory = 'Our Story';
export const menuTeam = 'Team';
export const menuCareers = 'Careers';
export const menuContact = 'Contact';
export const menuEmail = 'Email';
export const menuLocation = 'Location';
export const menuHelpCenter = 'Help Center';

// The footer.
export const quickLinks = 'Quick Links';
export const categories = 'Categories';
export const contactUs = 'Contact Us';
export const footerContact = 'Contact';
export const footerEmail = 'Email:';
export const footerPhone = 'Phone:';
export const notAvailable = 'N/A';
export const loadingDots = 'Loading...';
export const copyrightYear = (year: number) => `© ${year}`;
export const allRightsReserved = 'All rights reserved.';

// The bottom bar of the feed and the profile, the social strip.
export const bottomNavigation = 'Bottom navigation';
export const navSearch = 'Search';
export const navVideo = 'Video';
export const navShop = 'Shop';
export const navProfile = 'Profile';
export const unavailable = (label: string) => `${label} (not available)`;
export const socialMedia = 'Social media';

// Shared pieces of the pages: dialogs, pictures, prices, loading and failure.
export const close = 'Close';
export const noImage = 'No Image';
export const noImageAvailable = 'No image available';
export const imagesOf = (title: string) => `Images of ${title}`;
export const imageOf = (title: string, n: number, count: number) => `${title} (image ${n} of ${count})`;
export const imageNOfCount = (n: number, count: number) => `Image ${n} of ${count}`;
export const zoomImage = 'Zoom image';
export const previousImage = 'Previous image';
export const nextImage = 'Next image';
export const thumbnails = 'Thumbnails';
export const showImage = (n: number) => `Show image ${n}`;
export const priceIs = 'Price: ';
export const discountedPriceIs = 'Discounted price: ';
export const originalPriceIs = 'Original price: ';
export const percentOff = (n: number) => `${n}% off`;
/** Before a struck-through price, for screen readers. */
export const was = 'was ';
export const loading = 'Loading';
export const somethingWentWrong = 'Something went wrong. Please reload the page.';
export const failedToLoadThis = (what: string) => `Failed to load this ${what}. Please try again later.`;
export const tryAgain = 'Try again';
export const backToHome = 'Back to home';
export const honeypotLabel = 'Website';
