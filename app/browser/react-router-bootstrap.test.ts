// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { bootstrap, type BootData, type BootWindow } from "./react-router-bootstrap";

const boot: BootData = {
  manifest: "/assets/manifest-1.js",
  routes: [
    ["root", "/assets/root-2.js"],
    ["routes/contact", "/assets/contact-3.js"],
  ],
  entry: "/assets/entry.client-4.js",
  chunks: ["/assets/app-shared-5.js", "/assets/mail-6.js"],
};

/** Chunks of loader data kept in files, as scripts/lib/defer-bootstrap.mjs writes them. */
const files: Record<string, string> = {
  "/assets/loader-data-a.txt": `[{"_1":2},"loaderData",{"entries":["ITR-6"]}]\n`,
  "/assets/loader-data-b.txt": `["GSTR-3B"]\n`,
};

/**
 * A page with the data blocks the build writes (`blocks`: each block's content), and a window whose frames and tasks
 * the test runs one by one, and whose fetch answers from `files`.
 */
function page(blocks: unknown[] = ["first", "second"]) {
  document.head.innerHTML = "";
  document.body.innerHTML =
    blocks
      .map((b) => `<script type="application/json" data-rr-stream>${JSON.stringify(b)}</script>`)
      .join("") + `<script type="application/json" id="rr-boot">${JSON.stringify(boot)}</script>`;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const stream = { enqueue: vi.fn(), close: vi.fn() };
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url in files
        ? { ok: true, text: () => Promise.resolve(files[url]!) }
        : { ok: false, text: () => Promise.resolve("Not found") },
    ),
  );
  const win: BootWindow = {
    document,
    fetch,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, delay) => {
      expect(delay).toBe(0);
      tasks.push(callback);
    },
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
    const { win, stream, fetch, load, frames, tasks, runTask, settle } = page([
      { file: "/assets/loader-data-a.txt" },
      "inline",
      { file: "/assets/loader-data-b.txt" },
    ]);
    bootstrap(win, load);
    frames.shift()!();
    expect(fetch).not.toHaveBeenCalled();
    runTask();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(Object.keys(files));
    while (tasks.length) runTask();
    await settle();
    expect(stream.enqueue.mock.calls).toEqual([
      [files["/assets/loader-data-a.txt"]],
      ["inline"],
      [files["/assets/loader-data-b.txt"]],
    ]);
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
});
