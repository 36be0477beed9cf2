/** Texts the server renders around the pages: titles, descriptions, structured data (see ../en.ts). */
export {};
