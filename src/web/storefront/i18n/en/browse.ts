/** Browsing pages: home, categories, listings, search, gallery, story, profile, contact (see ../en.ts). */

// Lists of categories and listings (home, all categories, products, category).
export const loadingCategories = 'Loading categories';
export const categoriesFailed = 'Failed to load categories.';
export const noCategories = 'No categories found.';
export const loadingListings = 'Loading listings';
export const listingsFailed = 'Failed to load listings. Please try again later.';
export const noCards = 'No cards found.';

// Home.
export const favourites = 'Favourites';
export const newArrivals = 'New arrivals';
export const banners = 'Banners';
export const slideOf = (n: number, count: number) => `${n} of ${count}`;
export const showBanner = (n: number) => `Show banner ${n}`;

// All categories, a category, the header's product views, a missing page.
export const allCategories = 'All Categories';
export const categoryNotFound = 'Category not found';
export const selectedCategory = 'Selected Category';
/** `No listings found in "{name}"`: the text before and after the (owner's) name. */
export const noListingsInBefore = 'No listings found in "';
export const noListingsInAfter = '"';
export const browseAllCategories = 'Browse all categories';
export const subcategories = 'Subcategories';
export const loadingSubcategories = 'Loading subcategories';
export const items = 'Items';
export const newArrivalsText = 'Our newest designs.';
export const bestSellersText = 'The designs our customers love most.';
export const discountedText = 'Designs at a reduced price.';
export const pageNotFound = 'Page not found';
export const pageNotFoundText = 'The page you asked for does not exist. It may have been moved or removed.';

// Wedding cards (/home1): search, sort, filter, counts, preview, subscribe.
export const weddingCards = 'Wedding Cards';
export const weddingHeroTitle = 'Elegant Wedding Cards';
export const weddingHeroText = 'Discover & customize premium designs for your big day.';
export const cards = 'Cards';
export const findCards = 'Find cards';
export const search = 'Search';
export const searchByTitle = 'Search by title';
export const sortBy = 'Sort by';
export const category = 'Category';
export const allCategoriesOption = 'All categories';
export const sortFeatured = 'Featured';
export const sortPriceAsc = 'Price: low to high';
export const sortPriceDesc = 'Price: high to low';
export const sortNewest = 'Newest';
export const showingCards = (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'card' : 'cards'}`;
export const showMore = 'Show more';
export const previewImagesOf = (title: string) => `Preview images of ${title}`;
export const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;
export const preview = 'Preview';
export const imageOfTitle = (title: string, n: number, count: number) => `${title}, image ${n} of ${count}`;
export const images = 'Images';
export const showImageOf = (n: number, count: number) => `Show image ${n} of ${count}`;
export const viewDetails = 'View details';
export const stayUpdated = 'Stay updated';
export const stayUpdatedText = 'New designs and offers for your big day.';
export const emailAddress = 'Email address';
export const yourEmailAddress = 'Your email address';
export const subscribe = 'Subscribe';
/** The answer to Subscribe: before the WhatsApp link, between it and the contact page link, that link, after it. */
export const noEmailUpdatesBefore = "We don't send email updates yet, so your address was not saved. For new designs and offers, message us on ";
export const noEmailUpdatesBetween = ' or through our ';
export const contactPage = 'contact page';
export const noEmailUpdatesAfter = '.';

// The feed (/list).
export const designs = 'Designs';
export const enquireOnWhatsapp = 'Enquire on WhatsApp';
export const enquire = 'Enquire';
export const feedFailed = 'Failed to fetch listings. Please try again later.';
export const filterByCategory = 'Filter by category';
export const likeThis = (title: string) => `Like ${title}`;
export const bookmarkThis = (title: string) => `Bookmark ${title}`;
export const shareThis = (title: string) => `Share ${title}`;
export const likes = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`;
/** Spec §8, verbatim. */
export const sharingUnsupported = 'Sharing is not supported in this browser.';

// The gallery (/instagram).
export const gallery = 'Gallery';
export const loadingImages = 'Loading images';
export const noImagesFound = 'No images found.';
export const chipAll = 'All';
export const chipWedding = 'Wedding';
export const chipBirthday = 'Birthday';
export const chipVastu = 'Vastu';
export const chipOpening = 'Opening';
export const galleryBar = 'Gallery bar';
export const barHome = 'Home';
export const barSearch = 'Search';
export const barAdd = 'Add';
export const barMessages = 'Messages';
export const barProfile = 'Profile';
export const likesAre = 'Likes: ';

// The story (/story).
export const stories = 'Stories';
export const storiesAre = 'Stories: ';
export const designN = (n: number) => `Design ${n}`;
export const imageNOfCountAside = (n: number, count: number) => ` (image ${n} of ${count})`;
export const play = 'Play';
export const pause = 'Pause';
export const closeStories = 'Close stories';
export const paused = 'Paused';
export const storyHint = 'Tap to pause/play, swipe to navigate';
export const noStories = 'No stories yet.';

// The profile (/profile) and the social media page.
export const profile = 'Profile';
export const logoOf = (name: string) => `${name} logo`;
/** The bio after the shop's name: what it makes. */
export const profileMakes = ' — wedding & occasion cards, trophies and ID cards.';
export const seeOurDesigns = 'See our designs';
export const contactUsButton = 'Contact us';
export const findUs = 'Find us';
export const mapTitle = 'business location';
export const openInGoogleMaps = 'Open in Google Maps';
export const socialMediaTitle = 'Social Media';
/** "Follow {name} for new designs and offers." around the name. */
export const followBefore = 'Follow ';
export const followAfter = ' for new designs and offers.';
export const noSocialLinksAfter = ' has no social media links yet.';

// Contact (/contact).
export const contactIntroBefore = 'Questions about a design, a quantity or a price? Write to ';
export const contactIntroAfter = ' and we will reply soon.';
export const phone = 'Phone';
export const email = 'Email';
export const address = 'Address';
export const chatOnWhatsapp = 'Chat on WhatsApp';
export const sendUsAMessage = 'Send us a message';
export const yourName = 'Name';
export const yourMessage = 'Message';
export const sendMessage = 'Send Message';
export const sendFailed = 'Your message could not be sent. Please check your connection and try again.';
// The server's answers (contract/enquiries.ts ENQUIRY_MESSAGES, the same words in English).
export const enquiryNameRequired = 'Please enter your name.';
export const enquiryNameTooLong = (max: number) => `Name must be at most ${max} characters.`;
export const enquiryEmailRequired = 'Please enter your email address.';
export const enquiryEmailTooLong = (max: number) => `Email must be at most ${max} characters.`;
export const enquiryEmailInvalid = 'Please enter a valid email address.';
export const enquiryMessageRequired = 'Please enter a message.';
export const enquiryMessageTooLong = (max: number) => `Message must be at most ${max} characters.`;
export const enquirySent = 'Thank you! Your message has been sent.';
export const enquiryTooMany = 'Too many messages. Please try again later.';
export const enquiryNul = 'Text must not contain NUL characters.';

// Listing detail (/listing/:id).
export const listingNotFound = 'Listing not found';
export const listingGone = 'This listing does not exist or has been removed.';
export const listingFailed = 'Failed to load this listing. Please try again later.';
export const backToFeed = 'Back to the feed';
export const perPiece = '/ piece';
export const locationIs = 'Location:';
export const noDescription = 'No description available. Please update this text.';
export const fullDetails = 'Full details and enquiry';

// The messages a visitor sends the shop on WhatsApp from these pages (the shop's name, in the page's language).
export const chatFromGallery = (shop: string) => `Hello ${shop}, I saw your designs and would like to enquire.`;
export const chatFromContact = (shop: string) => `Hello ${shop}, I have a question.`;
export const chatFromFeed = (shop: string) => `Hello ${shop}, I would like to enquire about your designs.`;
export const chatFromSubscribe = (shop: string) => `Hello${shop ? ` ${shop}` : ''}, please tell me about your new wedding card designs and offers.`;
