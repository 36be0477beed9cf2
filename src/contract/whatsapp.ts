/**
 * wa.me links to the shop's configured phone. Indian numbers are often saved without the country
 * code ("98765 43210", "098765 43210"); WhatsApp needs it, so a 10-digit number gets 91.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** A chat link carrying a prefilled message; without a usable phone, a link that lets the visitor pick the chat. */
export function whatsappLink(phone: string | null | undefined, message: string): string {
  const number = whatsappNumber(phone);
  const text = encodeURIComponent(message);
  return number ? `https://wa.me/${number}?text=${text}` : `https://wa.me/?text=${text}`;
}
