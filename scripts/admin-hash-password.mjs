// `npm run admin:hash-password -- <password>` (or pipe the password on stdin) prints the build setting
// VITE_ADMIN_PASSWORD_HASH for that password: PBKDF2-SHA-256 with a random salt. Only the hash reaches the build.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { createInterface } from "node:readline";

export const ITERATIONS = 600_000;

/**
 * "pbkdf2-sha256:<iterations>:<salt base64>:<hash base64>". Colons, not dollar signs: Vite expands "$NAME" inside
 * .env files, which would silently corrupt a salt or hash that starts with a letter.
 */
export function hashPassword(password, { iterations = ITERATIONS, salt = randomBytes(16) } = {}) {
  if (!password) throw new Error("The password must not be empty.");
  const hash = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  return `pbkdf2-sha256:${iterations}:${salt.toString("base64")}:${hash.toString("base64")}`;
}

async function readPassword() {
  if (process.argv[2] !== undefined) return process.argv[2];
  if (process.stdin.isTTY) process.stderr.write("Password for the admin area: ");
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const password = (await readPassword()).replace(/\r?\n$/, "");
  if (!password) {
    console.error("Give the password as an argument or on stdin; it must not be empty.");
    process.exit(1);
  }
  if (password.length < 12)
    console.error("Warning: a password shorter than 12 characters is easy to guess.");
  console.log(`VITE_ADMIN_PASSWORD_HASH=${hashPassword(password)}`);
}
