import { describe, expect, it, vi } from "vitest";
import { deliverForm, HONEYPOT_FIELD, isBotSubmission, mailtoHref } from "./form-delivery";

const mail = {
  to: "hello@example.com",
  subject: "Newsletter & updates",
  body: "Please add me\nThanks",
};

describe("deliverForm", () => {
  it("falls back to a prefilled email when no endpoint is configured", async () => {
    const result = await deliverForm({ email: "a@b.co" }, { mail });
    expect(result.kind).toBe("mailto");
    const href = (result as { href: string }).href;
    expect(href.startsWith("mailto:hello@example.com?")).toBe(true);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe(mail.subject);
    expect(params.get("body")).toBe(mail.body);
  });

  it("posts the fields as JSON and reports success only on 2xx", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 201 }));
    const result = await deliverForm(
      { email: "a@b.co" },
      { endpoint: "https://forms.example/x", mail, fetchImpl },
    );
    expect(result).toEqual({ kind: "sent" });
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://forms.example/x",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "a@b.co" }) }),
    );
  });

  it("reports failure on an error status and on a refused connection", async () => {
    const status500 = vi.fn(async () => new Response("no", { status: 500 }));
    expect(
      await deliverForm({}, { endpoint: "https://f.example", mail, fetchImpl: status500 }),
    ).toEqual({
      kind: "failed",
      reason: "HTTP 500",
    });
    const refused = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(
      await deliverForm({}, { endpoint: "https://f.example", mail, fetchImpl: refused }),
    ).toEqual({
      kind: "failed",
      reason: "Failed to fetch",
    });
  });
});

describe("honeypot and mailto", () => {
  it("flags a form whose hidden field is filled", () => {
    const form = new FormData();
    form.set(HONEYPOT_FIELD, "http://spam.example");
    expect(isBotSubmission(form)).toBe(true);
    expect(isBotSubmission(new FormData())).toBe(false);
  });

  it("encodes spaces as %20 for mail clients", () => {
    expect(mailtoHref({ to: "a@b.co", subject: "a b", body: "c" })).toBe(
      "mailto:a@b.co?subject=a%20b&body=c",
    );
  });
});
