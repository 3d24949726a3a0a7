// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { FrameWordsContext } from "~/content/frame";
import { teluguFrame } from "~/content/te/frame";
import { enhanceNewsletter } from "./newsletter-enhance";
import { NewsletterForm } from "./newsletter-form";

/** The sign-up as a Telugu page prerenders it, enhanced by the site's script. */
function teluguForm(fetchImpl: typeof fetch) {
  document.body.innerHTML = renderToStaticMarkup(
    <FrameWordsContext value={teluguFrame}>
      <NewsletterForm endpoint="https://example.test/subscribe" />
    </FrameWordsContext>,
  );
  const form = document.querySelector<HTMLFormElement>("form[data-newsletter]")!;
  enhanceNewsletter(form, { endpoint: "https://example.test/subscribe", fetchImpl });
  return form;
}

describe("the newsletter sign-up on a Telugu page", () => {
  it("speaks the page's words, and gives the button its own label back after a failed sign-up", async () => {
    const fetchImpl = vi.fn(async () => new Response("", { status: 500 }));
    const form = teluguForm(fetchImpl as unknown as typeof fetch);
    const button = form.querySelector("button")!;
    const label = button.textContent;
    expect(label).toMatch(/[\u0C00-\u0C7F]/);
    form.querySelector("input")!.value = "founder@startup.in";
    form.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(button.textContent).toMatch(/[\u0C00-\u0C7F]/);
    expect(button.textContent).not.toBe(label);
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toBe(label);
    expect(form.querySelector("[data-form-status]")!.textContent).toMatch(/[\u0C00-\u0C7F]/);
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it("keeps a bad address and says what is wrong in Telugu", () => {
    const form = teluguForm(vi.fn() as unknown as typeof fetch);
    const input = form.querySelector("input")!;
    input.value = "founder@startup";
    form.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(input.value).toBe("founder@startup");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(form.querySelector("[data-field-error-text]")!.textContent).toMatch(/[\u0C00-\u0C7F]/);
  });
});
