// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { deferLayout, layOutAll, layOutProgressively } from "./deferred-layout";

function page(count: number) {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, i) => `<section id="s${i}" data-defer-layout=""></section>`,
  ).join("");
}
const pending = () =>
  [...document.querySelectorAll("[data-defer-layout]")].map((el) => el.id).join(",");

/** A task queue run by hand, and a clock that advances 4 ms for every block laid out. */
function harness() {
  const tasks: (() => void)[] = [];
  let clock = 0;
  const perTask: number[] = [];
  const schedule = (task: () => void) => void tasks.push(task);
  const runTask = () => {
    const before = document.querySelectorAll("[data-defer-layout]").length;
    tasks.shift()?.();
    perTask.push(before - document.querySelectorAll("[data-defer-layout]").length);
  };
  // Each removal is followed by one read of the clock in the loop: advance on every read after the first.
  let reads = 0;
  const now = () => (reads++ === 0 ? clock : (clock += 4));
  return { tasks, schedule, runTask, now, perTask };
}

describe("deferred layout", () => {
  beforeEach(() => page(5));

  it("marks a block with the attribute app.css keys on", () => {
    expect(deferLayout).toEqual({ "data-defer-layout": "" });
  });

  it("lays out every block at once when asked to", () => {
    layOutAll();
    expect(pending()).toBe("");
  });

  it("starts in a later task, then lays out blocks in document order, a few per task", () => {
    const h = harness();
    layOutProgressively({ budgetMs: 6, now: h.now, schedule: h.schedule });
    expect(pending()).toBe("s0,s1,s2,s3,s4"); // nothing happens in the calling task
    h.runTask();
    // 4 ms per block and a 6 ms budget: the first task lays out two blocks, the first two in the page.
    expect(pending()).toBe("s2,s3,s4");
    while (h.tasks.length) h.runTask();
    expect(pending()).toBe("");
    expect(h.perTask).toEqual([2, 2, 1]);
  });

  it("measures each block as it lays it out, so the browser lays it out in that task and not all at once later", () => {
    const measured: string[] = [];
    const measure = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      measured.push(`${this.id}:${this.hasAttribute("data-defer-layout") ? "deferred" : "shown"}`);
      return measure.call(this);
    };
    try {
      const h = harness();
      layOutProgressively({ budgetMs: 6, now: h.now, schedule: h.schedule });
      h.runTask();
      expect(measured).toEqual(["s0:shown", "s1:shown"]);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = measure;
    }
  });

  it("lays out at least one block per task, however long a block takes", () => {
    const h = harness();
    layOutProgressively({ budgetMs: 0, now: h.now, schedule: h.schedule });
    while (h.tasks.length) h.runTask();
    expect(h.perTask).toEqual([1, 1, 1, 1, 1]);
  });

  it("stops when cancelled (the visitor navigated away)", () => {
    const h = harness();
    const cancel = layOutProgressively({ budgetMs: 0, now: h.now, schedule: h.schedule });
    h.runTask();
    cancel();
    while (h.tasks.length) h.runTask();
    expect(pending()).toBe("s1,s2,s3,s4");
  });

  it("does nothing on a page without deferred blocks", () => {
    page(0);
    const h = harness();
    layOutProgressively({ now: h.now, schedule: h.schedule });
    h.runTask();
    expect(h.tasks).toHaveLength(0);
  });
});
