import { describe, expect, it, vi } from "vitest";
import { fileDigest } from "./file-digest";

describe("fileDigest", () => {
  it("is the SHA-256 of the text, in hex", async () => {
    // printf 'abc' | sha256sum
    expect(await fileDigest("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(await fileDigest('{"a":1}')).not.toBe(await fileDigest('{"a":2}'));
  });

  it("answers null without Web Crypto, so the caller validates", async () => {
    vi.stubGlobal("crypto", undefined);
    try {
      expect(await fileDigest("abc")).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
