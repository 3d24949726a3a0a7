/*
 * Checks a password against a PBKDF2-SHA-256 setting with WebCrypto. The setting's format is
 * "pbkdf2-sha256:<iterations>:<salt base64>:<hash base64>" ("$" separators are accepted too).
 */
export interface PasswordSetting {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new Error("not base64");
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Parses a setting; throws an Error that says what is wrong. */
export function parsePasswordSetting(setting: string): PasswordSetting {
  const parts = setting.trim().split(/[:$]/);
  if (parts.length !== 4 || parts[0] !== "pbkdf2-sha256")
    throw new Error(
      "VITE_ADMIN_PASSWORD_HASH must look like pbkdf2-sha256:<iterations>:<salt>:<hash> (run npm run admin:hash-password)",
    );
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 100_000 || iterations > 10_000_000)
    throw new Error("VITE_ADMIN_PASSWORD_HASH: iterations must be a whole number from 100000");
  let salt: Uint8Array<ArrayBuffer>;
  let hash: Uint8Array<ArrayBuffer>;
  try {
    salt = fromBase64(parts[2]!);
    hash = fromBase64(parts[3]!);
  } catch {
    throw new Error("VITE_ADMIN_PASSWORD_HASH: the salt and hash must be base64");
  }
  if (salt.length < 8 || hash.length < 16)
    throw new Error("VITE_ADMIN_PASSWORD_HASH: the salt or hash is too short");
  return { iterations, salt, hash };
}

/** True when `password` derives the setting's hash. Compares every byte, whatever the first difference. */
export async function verifyPassword(password: string, setting: PasswordSetting): Promise<boolean> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("WebCrypto is not available (the page must be served over HTTPS)");
  const key = await subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = new Uint8Array(
    await subtle.deriveBits(
      { name: "PBKDF2", hash: "SHA-256", salt: setting.salt, iterations: setting.iterations },
      key,
      setting.hash.length * 8,
    ),
  );
  let difference = 0;
  for (let i = 0; i < bits.length; i++) difference |= bits[i]! ^ setting.hash[i]!;
  return difference === 0;
}
