import { describe, expect, it } from "vitest";
import { site } from "../config/site";
import { whatsappHref } from "./whatsapp";

describe("whatsappHref", () => {
  it("links to the configured number", () => {
    expect(whatsappHref()).toBe(`https://wa.me/${site.whatsapp}`);
  });

  it("round-trips hostile text exactly", () => {
    const text = "Tom & Jerry #1? 50% off\nLine two 🚀 नमस्ते తెలుగు +=/";
    const url = new URL(whatsappHref(text));
    expect(url.searchParams.get("text")).toBe(text);
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.hash).toBe("");
  });
});
