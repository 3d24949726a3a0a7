/*
 * The admin gate's password setting. The build carries only a PBKDF2-SHA-256 hash and its salt, never a password.
 * Set VITE_ADMIN_PASSWORD_HASH at build time to the line `npm run admin:hash-password` prints. Until then the
 * documented local default password (see README) works, and the login screen says so.
 */
const env = import.meta.env ?? {};

/** The hash of the local default password, computed once with scripts/admin-hash-password.mjs. */
export const DEFAULT_ADMIN_PASSWORD_HASH =
  "pbkdf2-sha256:600000:8CDYG2NMtLf4GVhXDj2JJQ==:/m8AGacgXZW8yX0v/07Djsvi/xPrqbsjlFVSWvJCmzc=";

const configured = (env.VITE_ADMIN_PASSWORD_HASH as string | undefined)?.trim() || undefined;

export const adminAuthConfig = {
  passwordHash: configured ?? DEFAULT_ADMIN_PASSWORD_HASH,
  /** True while the build uses the local default password. */
  usesDefaultPassword: configured === undefined,
};
