/**
 * SHA-256 of the data file's text, as hex. The build records the digest of the file it prerendered; the page compares
 * the file it fetches against it and only loads the validator (zod, ~27 KB) when the published file has changed
 * since the build. Returns null where Web Crypto is unavailable (plain-HTTP origins), which means "validate".
 */
export async function fileDigest(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const hash = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
