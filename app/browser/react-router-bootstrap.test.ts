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

/** A page with the data blocks the build writes, and a window whose frames and tasks the test runs one by one. */
function page() {
  document.head.innerHTML = "";
  document.body.innerHTML =
    `<script type="application/json" data-rr-stream>"first"</script>` +
    `<script type="application/json" data-rr-stream>{"second":[2]}</script>` +
    `<script type="application/json" id="rr-boot">${JSON.stringify(boot)}</script>`;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const stream = { enqueue: vi.fn(), close: vi.fn() };
  const win: BootWindow = {
    document,
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
  it("feeds the router the page's loader data, in order, and closes the stream at once", () => {
    const { win, stream, load, tasks, frames } = page();
    bootstrap(win, load);
    expect(stream.enqueue.mock.calls).toEqual([["first"], [{ second: [2] }]]);
    expect(stream.close).toHaveBeenCalledOnce();
    expect(load).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(0);
    expect(frames).toHaveLength(1);
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
});
