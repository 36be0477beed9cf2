/**
 * A bot fills every field it sees, the hidden `website` one of the public forms (contact, quote)
 * included; people leave it empty.
 */
export function filledHoneypot(body: unknown): boolean {
  const value = (body as { website?: unknown } | null)?.website;
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
