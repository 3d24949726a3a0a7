// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFormDelivery } from "./use-form-delivery";

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("./notify", () => ({ notify }));

const text = { success: "Sent!", failure: "Not sent." };
const mail = { to: "office@example.com", subject: "Hello", body: "Line one" };

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe("useFormDelivery", () => {
  it("reports success only on a 2xx answer, then clears the form", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const onSent = vi.fn();
    const { result } = renderHook(() => useFormDelivery("https://forms.example/f", text));
    await act(() => result.current.deliver({ name: "Asha" }, mail, onSent));
    expect(fetch).toHaveBeenCalledWith(
      "https://forms.example/f",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ name: "Asha" }) }),
    );
    expect(onSent).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith("success", "Sent!");
    expect(result.current.sending).toBe(false);
    expect(result.current.mailtoLink).toBeUndefined();
  });

  it("keeps what was typed and says so when the endpoint refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    const onSent = vi.fn();
    const { result } = renderHook(() => useFormDelivery("https://forms.example/f", text));
    await act(() => result.current.deliver({ name: "Asha" }, mail, onSent));
    expect(onSent).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith("error", "Not sent.");
  });

  it("without an endpoint hands over a prefilled email and keeps its link, with no toast", async () => {
    const onSent = vi.fn();
    const location = { href: "https://site.example/contact" };
    vi.stubGlobal("location", location);
    const { result } = renderHook(() => useFormDelivery(undefined, text));
    await act(() => result.current.deliver({ name: "Asha" }, mail, onSent));
    const expected = "mailto:office@example.com?subject=Hello&body=Line%20one";
    expect(location.href).toBe(expected);
    expect(result.current.mailtoLink).toBe(expected);
    expect(onSent).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
