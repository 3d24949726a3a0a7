import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./service-worker-registration";
import { serviceWorkerUrl } from "./service-worker-routes";

function fakeWindow({
  readyState = "interactive",
  supported = true,
  register = vi.fn(() => Promise.resolve()),
} = {}) {
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: supported ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => (listeners[type] = listener)),
  } as unknown as Parameters<typeof registerServiceWorker>[0];
  return { win, register, load: () => listeners.load?.() };
}

describe("registering the service worker", () => {
  it("waits for the page's load event, then registers /sw.js once", () => {
    const { win, register, load } = fakeWindow();
    registerServiceWorker(win, { dev: false });
    expect(register).not.toHaveBeenCalled();
    expect(win.addEventListener).toHaveBeenCalledWith("load", expect.any(Function), { once: true });
    load();
    expect(register).toHaveBeenCalledExactlyOnceWith(serviceWorkerUrl);
  });

  it("registers at once when the page has already loaded", () => {
    const { win, register } = fakeWindow({ readyState: "complete" });
    registerServiceWorker(win, { dev: false });
    expect(register).toHaveBeenCalledExactlyOnceWith(serviceWorkerUrl);
  });

  it("does nothing under the dev server or in a browser without service workers", () => {
    const dev = fakeWindow({ readyState: "complete" });
    registerServiceWorker(dev.win, { dev: true });
    expect(dev.register).not.toHaveBeenCalled();
    const old = fakeWindow({ readyState: "complete", supported: false });
    registerServiceWorker(old.win, { dev: false });
    expect(old.win.addEventListener).not.toHaveBeenCalled();
  });

  it("keeps a refused registration to itself", () => {
    const refusal = Promise.reject(new Error("storage is turned off"));
    const handled = vi.spyOn(refusal, "catch");
    const { win } = fakeWindow({ readyState: "complete", register: vi.fn(() => refusal) });
    registerServiceWorker(win, { dev: false });
    expect(handled).toHaveBeenCalledOnce();
  });
});
