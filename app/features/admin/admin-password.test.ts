import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { adminAuthConfig, DEFAULT_ADMIN_PASSWORD_HASH } from "~/config/admin-auth";
import { parsePasswordSetting, verifyPassword } from "./admin-password";

describe("admin password", () => {
  it("accepts the documented local default against the committed hash, and nothing else", async () => {
    const setting = parsePasswordSetting(DEFAULT_ADMIN_PASSWORD_HASH);
    expect(await verifyPassword("niyama-local-admin", setting)).toBe(true);
    expect(await verifyPassword("niyama-local-admin ", setting)).toBe(false);
    expect(await verifyPassword("", setting)).toBe(false);
  });

  it("uses the default while VITE_ADMIN_PASSWORD_HASH is unset", () => {
    expect(adminAuthConfig).toEqual({
      passwordHash: DEFAULT_ADMIN_PASSWORD_HASH,
      usesDefaultPassword: true,
    });
  });

  it("verifies a setting printed by npm run admin:hash-password (argument and stdin)", async () => {
    const fromArg = execFileSync("node", ["scripts/admin-hash-password.mjs", "correct horse 42"], {
      encoding: "utf8",
    });
    const fromStdin = execFileSync("node", ["scripts/admin-hash-password.mjs"], {
      input: "correct horse 42\n",
      encoding: "utf8",
    });
    for (const out of [fromArg, fromStdin]) {
      const line = out.trim();
      expect(line).toMatch(/^VITE_ADMIN_PASSWORD_HASH=pbkdf2-sha256:600000:[^:]+:[^:]+$/);
      const setting = parsePasswordSetting(line.split("=").slice(1).join("="));
      expect(await verifyPassword("correct horse 42", setting)).toBe(true);
      expect(await verifyPassword("niyama-local-admin", setting)).toBe(false);
    }
    expect(fromArg).not.toContain("correct horse");
  }, 30_000);

  it("rejects malformed settings with a message naming the variable", () => {
    for (const bad of [
      "",
      "sha1:1000:abc:def",
      "pbkdf2-sha256:10:AAAAAAAAAAA=:AAAAAAAAAAAAAAAAAAAAAA==",
      "pbkdf2-sha256:600000:***:***",
    ])
      expect(() => parsePasswordSetting(bad)).toThrow(/VITE_ADMIN_PASSWORD_HASH/);
  });
});
