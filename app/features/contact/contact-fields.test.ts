import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { contactFormText } from "~/content/contact";
import { mailtoHref } from "~/lib/form-delivery";
import {
  checkOptionalPhone,
  contactMail,
  contactPayload,
  emptyContact,
  trimContact,
  validateContact,
  type ContactValues,
} from "./contact-fields";
import { englishWords as words } from "./words/en";
import { teluguWords } from "./words/te";

const filled: ContactValues = {
  name: " Asha Rao ",
  email: "asha@startup.in",
  phone: "",
  subject: "ROC notice",
  message: "We received a notice & need help.\nCan you call?",
};

describe("validateContact", () => {
  it("requires name, email, subject and message, naming each", () => {
    const errors = validateContact(emptyContact, words);
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "subject"]);
    expect(errors.name).toBe("Enter your full name.");
    expect(errors.subject).toBe("Enter a subject.");
    expect(errors.message).toBe("Enter your message.");
  });

  it("checks the email's shape and leaves the phone optional", () => {
    expect(validateContact(filled, words)).toEqual({});
    expect(validateContact({ ...filled, email: "asha@startup" }, words).email).toMatch(
      /like name@/,
    );
  });

  it("accepts Indian and overseas numbers, rejects text and short numbers", () => {
    for (const ok of [
      "",
      "98765 43210",
      "+91 98765-43210",
      "+1 (415) 555-0100",
      "+44 20 7946 0958",
    ])
      expect(checkOptionalPhone(ok, contactFormText.phoneInvalid), ok).toBeUndefined();
    for (const bad of ["12345", "call me", "+91 98765 43210 ext 5", "1234567890123456"])
      expect(checkOptionalPhone(bad, contactFormText.phoneInvalid), bad).toBe(
        contactFormText.phoneInvalid,
      );
  });
});

describe("validateContact in Telugu", () => {
  it("names each missing field and a bad phone in the Telugu page's words", () => {
    const errors = validateContact({ ...emptyContact, phone: "call me" }, teluguWords);
    const { contactFormText: text, validationText } = teluguWords;
    expect(errors).toEqual({
      name: validationText.required(text.required.name),
      email: validationText.emailMissing,
      phone: text.phoneInvalid,
      subject: validationText.required(text.required.subject),
      message: validationText.required(text.required.message),
    });
  });
});

describe("what leaves the page", () => {
  it("posts exactly the typed fields, trimmed, with the phone only when given", () => {
    expect(contactPayload(filled)).toEqual({
      name: "Asha Rao",
      email: "asha@startup.in",
      subject: "ROC notice",
      message: "We received a notice & need help.\nCan you call?",
    });
    expect(contactPayload({ ...filled, phone: " +91 98765 43210 " }).phone).toBe("+91 98765 43210");
  });

  it("without an endpoint, drafts an email to the firm with subject and body", () => {
    const href = mailtoHref(
      contactMail(trimContact({ ...filled, phone: "98765 43210" }), contactFormText),
    );
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe(`${site.name}: ROC notice`);
    const body = params.get("body")!;
    expect(body).toContain("We received a notice & need help.\nCan you call?");
    expect(body).toContain("Name: Asha Rao");
    expect(body).toContain("Email: asha@startup.in");
    expect(body).toContain("Phone: 98765 43210");
  });
});
