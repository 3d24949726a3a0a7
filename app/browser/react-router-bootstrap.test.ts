// @vitest-environment jsdom
import { createHash, webcrypto } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  bootstrap,
  STALL_MS,
  verifiedLoaderData,
  type BootData,
  type BootWindow,
} from "./react-router-bootstrap";

const boot: BootData = {
  manifest: "/assets/manifest-1.js",
  routes: [
    ["root", "/assets/root-2.js"],
    ["routes/contact", "/assets/contact-3.js"],
  ],
  entry: "/assets/entry.client-4.js",
  chunks: ["/assets/app-shared-5.js", "/assets/mail-6.js"],
};

/** A loader-data file's name, as scripts/postbuild.mjs gives it: the start of its text's SHA-256. */
const fileName = (text: string) =>
  `/assets/loader-data-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.txt`;
const textA = `[{"_1":2},"loaderData",{"entries":["ITR-6","జీఎస్టీ"]}]\n`;
const textB = `["GSTR-3B"]\n`;
const fileA = fileName(textA);
const fileB = fileName(textB);

/** Chunks of loader data kept in files, as scripts/lib/defer-bootstrap.mjs writes them. */
const files: Record<string, string> = { [fileA]: textA, [fileB]: textB };

/**
 * A page with the data blocks the build writes (`blocks`: each block's content), and a window whose frames and tasks
 * the test runs one by one, and whose fetch answers from `files`.
 */
function page(blocks: unknown[] = ["first", "second"], served = files) {
  document.head.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  delete document.documentElement.dataset.loadStalled;
  document.body.innerHTML =
    blocks
      .map((b) => `<script type="application/json" data-rr-stream>${JSON.stringify(b)}</script>`)
      .join("") +
    `<script type="application/json" id="rr-boot">${JSON.stringify(boot)}</script>` +
    `<div data-load-notice><p>Not loaded</p><a href="">Reload</a></div>`;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const timers: [() => void, number][] = [];
  const stream = { enqueue: vi.fn(), close: vi.fn() };
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url in served
        ? { ok: true, text: () => Promise.resolve(served[url]!) }
        : { ok: false, text: () => Promise.resolve("Not found") },
    ),
  );
  const win: BootWindow = {
    document,
    fetch,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, delay) => {
      if (delay) timers.push([callback, delay]);
      else tasks.push(callback);
    },
    crypto: webcrypto,
    __reactRouterContext: { streamController: stream },
  };
  // A chunk that fails to load is reported by the module that imports it, not by the bootstrap.
  const load = vi.fn((url: string) =>
    url.includes("mail") ? Promise.reject(new Error("offline")) : Promise.resolve({ url }),
  );
  const loaded = () => load.mock.calls.map(([url]) => url);
  const preloads = () =>
    [...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) =>
      l.getAttribute("href"),
    );
  return {
    win,
    stream,
    fetch,
    load,
    loaded,
    preloads,
    frames,
    tasks,
    timers,
    /** Whether the page is marked stalled, which shows its load notice (app.css). */
    stalled: () => document.documentElement.dataset.loadStalled === "",
    runTask: () => tasks.shift()!(),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

describe("the bootstrap of a page that loads React", () => {
  it("waits for the frame after the first paint, then feeds the router the page's loader data, in order", async () => {
    const { win, stream, load, tasks, frames, runTask, settle } = page();
    bootstrap(win, load);
    expect(stream.enqueue).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    runTask();
    await settle();
    expect(stream.enqueue.mock.calls).toEqual([["first"], ["second"]]);
    expect(stream.close).toHaveBeenCalledOnce();
  });

  it("starts after the next frame, then the preload and each import in a task of its own", () => {
    const { win, load, loaded, preloads, frames, tasks, runTask } = page();
    bootstrap(win, load);
    frames.shift()!();
    expect(tasks).toHaveLength(1);
    runTask(); // schedules the preload and one task per import
    expect(loaded()).toEqual([]);
    expect(tasks).toHaveLength(6);
    runTask();
    expect(preloads()).toEqual([boot.entry]);
    const started = [];
    while (tasks.length) {
      runTask();
      started.push(loaded().at(-1));
    }
    expect(started).toEqual([
      "/assets/root-2.js",
      "/assets/contact-3.js",
      "/assets/app-shared-5.js",
      "/assets/mail-6.js",
      "/assets/manifest-1.js",
    ]);
    expect(loaded()).not.toContain(boot.entry);
  });

  it("hydrates last: hands the route modules over by id, then imports the entry", async () => {
    const { win, load, loaded, frames, tasks, runTask, settle } = page();
    bootstrap(win, load);
    frames.shift()!();
    runTask();
    while (tasks.length) runTask();
    await settle();
    expect(loaded().at(-1)).toBe(boot.entry);
    expect(load).toHaveBeenCalledTimes(6);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/contact": { url: "/assets/contact-3.js" },
    });
  });

  it("feeds the router the chunks kept in files, fetched after the first paint, in the order of their blocks", async () => {
    const { win, stream, fetch, load, frames, tasks, runTask } = page([
      { file: fileA },
      "inline",
      { file: fileB },
    ]);
    bootstrap(win, load);
    frames.shift()!();
    expect(fetch).not.toHaveBeenCalled();
    runTask();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(Object.keys(files));
    while (tasks.length) runTask();
    // WebCrypto answers in a task of its own.
    await vi.waitFor(() => expect(stream.close).toHaveBeenCalled());
    expect(stream.enqueue.mock.calls).toEqual([[textA], ["inline"], [textB]]);
    expect(stream.close).toHaveBeenCalledOnce();
  });

  it("leaves the stream open, and the page as prerendered, when a file cannot be had", async () => {
    const { win, stream, load, frames, tasks, runTask, settle } = page([
      "inline",
      { file: "/assets/loader-data-gone.txt" },
    ]);
    bootstrap(win, load);
    frames.shift()!();
    runTask();
    while (tasks.length) runTask();
    await settle();
    expect(stream.enqueue).not.toHaveBeenCalled();
    expect(stream.close).not.toHaveBeenCalled();
  });

  it.each([
    ["cut short", textA.slice(0, 20)],
    ["after a prefix of junk", `\u00ef\u00bb\u00bf${textA}`],
    ["another file's text", textB],
    ["a fallback page served with status 200", "<!DOCTYPE html><title>Not found</title>"],
  ])(
    "leaves the page as prerendered, and says so at once, when a file arrives %s",
    async (_, text) => {
      const { win, stream, load, frames, tasks, runTask, stalled } = page([{ file: fileA }], {
        [fileA]: text,
      });
      bootstrap(win, load);
      frames.shift()!();
      runTask();
      while (tasks.length) runTask();
      await vi.waitFor(() => expect(stalled()).toBe(true));
      expect(stream.enqueue).not.toHaveBeenCalled();
    },
  );

  it("trusts no file it cannot check: without WebCrypto the page stays as prerendered", async () => {
    const { win, stream, load, frames, tasks, runTask, stalled } = page([{ file: fileA }]);
    bootstrap({ ...win, crypto: undefined }, load);
    frames.shift()!();
    runTask();
    while (tasks.length) runTask();
    await vi.waitFor(() => expect(stalled()).toBe(true));
    expect(stream.enqueue).not.toHaveBeenCalled();
  });

  it("says so when the page's code fails to load", async () => {
    const { win, frames, tasks, runTask, settle, stalled } = page();
    const load = vi.fn((url: string) =>
      url.includes("contact") ? Promise.reject(new Error("404")) : Promise.resolve({ url }),
    );
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      bootstrap(win, load);
      frames.shift()!();
      runTask();
      while (tasks.length) runTask();
      await settle();
      await settle();
      expect(stalled()).toBe(true);
      // Still reported: the browser's console names the module that failed.
      expect(unhandled).toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it(`says so when the page has not hydrated ${STALL_MS} ms after it started, not when it has`, () => {
    for (const hydrated of [false, true]) {
      const { win, frames, timers, stalled, runTask } = page();
      bootstrap(win, () => new Promise(() => {}));
      frames.shift()!();
      runTask();
      const [stall] = timers;
      expect(stall?.[1]).toBe(STALL_MS);
      expect(stalled()).toBe(false);
      if (hydrated) document.documentElement.dataset.hydrated = "true";
      stall![0]();
      expect(stalled()).toBe(!hydrated);
    }
  });
});

describe("verifiedLoaderData", () => {
  it("gives back the text whose SHA-256 starts with the digits of the file's name", async () => {
    await expect(verifiedLoaderData(fileA, textA, webcrypto.subtle)).resolves.toBe(textA);
  });

  it("refuses any other text, a name without digits, and no WebCrypto", async () => {
    await expect(verifiedLoaderData(fileA, `${textA} `, webcrypto.subtle)).rejects.toThrow(fileA);
    await expect(verifiedLoaderData(fileA, "", webcrypto.subtle)).rejects.toThrow();
    await expect(
      verifiedLoaderData("/assets/loader-data-x.txt", textA, webcrypto.subtle),
    ).rejects.toThrow();
    await expect(verifiedLoaderData(fileA, textA, undefined)).rejects.toThrow();
  });
});
