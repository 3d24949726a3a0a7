/**
 * A short fingerprint of some text (FNV-1a, 32 bits, as 8 hex digits): a translation records the fingerprint of the
 * English words it was made from, so that when the English changes (a new penalty, a new date), the page shows the
 * new English until the translation is redone, never the old fact in another language
 * (docs/decisions/025-telugu-edition.md). Not for security: a change is caught, a forgery is not the concern.
 */
export function textFingerprint(...parts: readonly string[]): string {
  let hash = 0x811c9dc5;
  const text = parts.join("\u0000");
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}
