// The password rule's numbers and words, without zod: the login page's set-up form shows them and
// never downloads the schemas (users.ts re-exports them for everything else).
export const PASSWORD_MIN = 8;
export const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters.`;
