import { describe, expect, it } from "vitest";
import { getPosts, latestUpdates, summary } from "./posts.server";
import { byLastChange, lastChange } from "./post-dates";

describe("an article's last change", () => {
  it("is its update when it was updated after publication", () => {
    expect(lastChange({ date: "2025-06-10", updated: "2026-11-24" })).toEqual({
      kind: "updated",
      date: "2026-11-24",
    });
  });

  it("is its publication when it was never updated, or updated the same day", () => {
    expect(lastChange({ date: "2026-11-28" })).toEqual({ kind: "published", date: "2026-11-28" });
    expect(lastChange({ date: "2026-11-28", updated: "2026-11-28" })).toEqual({
      kind: "published",
      date: "2026-11-28",
    });
  });

  it("orders the newest change first", () => {
    const posts = [
      { date: "2025-01-01", updated: "2026-01-01" },
      { date: "2026-06-01" },
      { date: "2025-02-01", updated: "2026-01-01" },
    ];
    expect([...posts].sort(byLastChange)).toEqual([posts[1], posts[2], posts[0]]);
  });
});

describe("the articles' dates", () => {
  it("are one reading everywhere: Home's latest updates show each article's last change, named", () => {
    const posts = getPosts();
    for (const update of latestUpdates(3)) {
      const post = posts.find((p) => p.path === update.href)!;
      expect(update).toMatchObject(lastChange(post));
      expect(update.dateLabel).toBe(
        post.updated === update.date ? post.updatedLabel : post.dateLabel,
      );
    }
  });

  it("give every card the same last change as the article page's meta", () => {
    for (const post of getPosts()) {
      const card = summary(post);
      expect(card.lastChange).toEqual(lastChange(post));
      expect(card.lastChangeLabel).toBe(
        card.lastChange.kind === "updated" ? post.updatedLabel : post.dateLabel,
      );
    }
  });

  it("put on Home the three articles changed last", () => {
    const newest = [...getPosts()].sort(byLastChange).slice(0, 3);
    expect(latestUpdates(3).map((u) => u.href)).toEqual(newest.map((p) => p.path));
  });

  it("mark as history every article whose title names a financial year before the blog's latest", () => {
    const posts = getPosts();
    const newest = posts
      .map((p) => p.lastChange.date)
      .sort()
      .at(-1)!;
    // The financial year (April to March) of the blog's latest change.
    const currentYear = Number(newest.slice(0, 4)) - (Number(newest.slice(5, 7)) < 4 ? 1 : 0);
    const titled = posts.filter((p) => /\b\d{4}-\d{2}\b/.test(p.title));
    expect(titled.length).toBeGreaterThan(0);
    for (const post of titled) {
      const years = [...post.title.matchAll(/\b(\d{4})-\d{2}\b/g)].map((m) => Number(m[1]));
      if (years.some((y) => y < currentYear))
        expect(post.history, `${post.slug} names an earlier year`).toBeTruthy();
    }
  });
});
