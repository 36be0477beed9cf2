/** Browsing pages: home, categories, listings, search, gallery, story, profile, contact (see ../en.ts). */
export {};
