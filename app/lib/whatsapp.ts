import { site } from "../config/site";

/**
 * The one place WhatsApp links are built. Every character of the text is percent-encoded, so '&', '#', '?',
 * newlines, emoji and Indic script arrive intact in the chat.
 */
export function whatsappHref(text?: string, number: string = site.whatsapp): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
