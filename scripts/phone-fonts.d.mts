/** The fontconfig file of a phone's fonts (phone-fonts.mjs). */
export function phoneFontsConfig(): string;
