import { describe, expect, it } from "vitest";
import {
  dueDatesFileSchema,
  isOfficialUrl,
  LEDGER_RECENT_MAX,
  type DueDatesFile,
  type Extension,
  type PublishRecord,
} from "~/lib/compliance-schema";
import { ledgerOf, recordKeys } from "~/lib/publish-records";
import { createFakeGitHub } from "../../../tests/fakes/github-contents";
import { toSiteDataFile } from "./admin-publish";
import { createAdminDataStore } from "./admin-storage";
import { updateItemField, type AdminState } from "./admin-store";
import type { RepoTarget } from "./github-contents";
import { afterPublish } from "./publish-after";
import { BASE_KEY, readBase, saveBase, startBase } from "./publish-base";
import { withLedgerRecord } from "./publish-ledger";
import { checkSettings, looksLikeToken } from "./publish-settings";
import {
  commitPrepared,
  fileText,
  preparePublishToSite,
  publishMark,
  siteClock,
  watchLive,
  type PrepareInput,
} from "./publish-to-site";
import { MemoryStorage, sampleFile, sampleState } from "./test-data";

/*
 * Publishing never loses a published change, a ledger record or another tab's edits, and no clock breaks a deploy
 * (docs/decisions/044-publishing-keeps-every-change.md), against the stateful fake of GitHub's contents endpoint.
 */

const target: RepoTarget = {
  apiUrl: "https://api.github.com",
  repository: "niyama/site",
  branch: "main",
  path: "public/data/compliance-due-dates.json",
};
const TOKEN = "github_pat_writer";
const author = { name: "Asha Rao", email: "asha@niyama.example" };

const fake = (text = fileText(sampleFile), now?: string) =>
  createFakeGitHub({
    repository: target.repository,
    branch: target.branch,
    path: target.path,
    text,
    tokens: [TOKEN],
    ...(now ? { now } : {}),
  });

const extension: Extension = {
  period: "FY 2025-26",
  originalDate: "2026-12-31",
  extendedDate: "2027-01-31",
  reference: "Notification No. 99/2026-Central Tax",
  issuedOn: "2026-12-05",
  url: "https://cbic-gst.gov.in/",
};

const edit = (file: DueDatesFile, id: string, change: object): DueDatesFile => ({
  ...file,
  dueDates: Object.fromEntries(
    Object.entries(file.dueDates).map(([law, items]) => [
      law,
      items.map((e) => (e.id === id ? { ...e, ...change } : e)),
    ]),
  ),
});
const entry = (file: DueDatesFile, id: string) =>
  Object.values(file.dueDates)
    .flat()
    .find((e) => e.id === id)!;

/** A colleague's publish: GSTR-9 extended to 31 January 2027, with its ledger record. */
const colleagues: DueDatesFile = withLedgerRecord(
  sampleFile,
  { ...edit(sampleFile, "gstr-9", { extensions: [extension] }), lastUpdated: "2026-12-05" },
  "2026-12-05T10:00:00.000Z",
);

const input = (
  gh: ReturnType<typeof fake>,
  base: DueDatesFile | null,
  mine: DueDatesFile,
  extra: Partial<PrepareInput> = {},
): PrepareInput => ({ target, token: TOKEN, fetcher: gh.fetch, base, mine, ...extra });

async function prepare(i: PrepareInput) {
  const result = await preparePublishToSite(i);
  if (!result.ok) throw new Error(JSON.stringify(result.failure).slice(0, 500));
  return result.prepared;
}

describe("the base of a merge is the file the edits started from", () => {
  it("a colleague's extension published after the edits began is kept, not removed nor listed as a change here", async () => {
    const gh = fake();
    gh.commitElsewhere(fileText(colleagues), "GSTR-9 extended");
    // Asha's stored edits began from the first version; she signs in after the colleague published.
    const mine = edit(sampleFile, "gstr-1", { penalty: "₹25 a day" });
    const prepared = await prepare(input(gh, sampleFile, mine));
    expect(prepared.conflicts).toEqual([]);
    expect(prepared.removals).toBe(false);
    expect(prepared.changes).toEqual(["Edited: GSTR-1 (GST, gstr-1): penalty"]);
    expect(prepared.othersChanged).toEqual([
      "Dates changed: GSTR-9 (GST, gstr-9) (schedule or extensions)",
    ]);
    expect(entry(prepared.next, "gstr-9").extensions).toEqual([extension]);
    // The ledger keeps the colleague's record and adds only Asha's change.
    expect(prepared.next.updates?.map((r) => r.changes.map((c) => c.id))).toEqual([
      ["gstr-9"],
      ["gstr-1"],
    ]);
    const done = await commitPrepared(
      { target, token: TOKEN, fetcher: gh.fetch, author },
      prepared,
    );
    expect(done.ok).toBe(true);
    expect(entry(JSON.parse(gh.head().text) as DueDatesFile, "gstr-9").extensions).toEqual([
      extension,
    ]);
  });

  it("merging against the file live at sign-in instead would have removed it (the fault this guards)", async () => {
    const gh = fake();
    gh.commitElsewhere(fileText(colleagues));
    const mine = edit(sampleFile, "gstr-1", { penalty: "₹25 a day" });
    // The file at sign-in is the colleague's: against it, Asha's copy of GSTR-9 reads as her own change.
    const wrong = await prepare(input(gh, colleagues, mine));
    expect(wrong.changes).toContain("Dates changed: GSTR-9 (GST, gstr-9) (schedule or extensions)");
    const right = await prepare(input(gh, sampleFile, mine));
    expect(right.changes).not.toContain(
      "Dates changed: GSTR-9 (GST, gstr-9) (schedule or extensions)",
    );
  });

  it("an entry changed on both sides is a question; the answer decides", async () => {
    const gh = fake();
    gh.commitElsewhere(fileText(colleagues));
    // Both changed GSTR-9: a question.
    const otherExtension = { ...extension, extendedDate: "2027-02-28" };
    const both = edit(sampleFile, "gstr-9", { extensions: [otherExtension] });
    const conflict = await prepare(input(gh, sampleFile, both));
    expect(conflict.conflicts.map((c) => c.key)).toEqual(["entry:gstr-9"]);
    const kept = await prepare(
      input(gh, sampleFile, both, { choices: { "entry:gstr-9": "theirs" } }),
    );
    expect(entry(kept.next, "gstr-9").extensions).toEqual([extension]);
  });

  it("edits stored before the base was kept: every entry the two sides hold differently is asked about", async () => {
    const gh = fake();
    gh.commitElsewhere(fileText(colleagues));
    const mine = edit(sampleFile, "gstr-1", { penalty: "₹25 a day" });
    const prepared = await prepare(input(gh, null, mine));
    expect(prepared.conflicts.map((c) => c.key).sort()).toEqual(["entry:gstr-1", "entry:gstr-9"]);
    const settled = await prepare(
      input(gh, null, mine, { choices: { "entry:gstr-1": "mine", "entry:gstr-9": "theirs" } }),
    );
    expect(settled.removals).toBe(false);
    expect(entry(settled.next, "gstr-9").extensions).toEqual([extension]);
    expect(entry(settled.next, "gstr-1").penalty).toBe("₹25 a day");
  });

  it("is kept with the edits: set when a browser without edits starts, untouched by a later sign-in", () => {
    const storage = new MemoryStorage();
    startBase(storage, sampleFile);
    expect(readBase(storage)?.dueDates).toEqual(sampleFile.dueDates);
    storage.setItem("complianceData", JSON.stringify(sampleState().complianceData));
    // Signing in again after a colleague's publish: the edits' base stays the file they began from.
    startBase(storage, colleagues);
    expect(entry(readBase(storage)!, "gstr-9").extensions).toBeUndefined();
    saveBase(storage, colleagues);
    expect(entry(readBase(storage)!, "gstr-9").extensions).toEqual([extension]);
    storage.setItem(BASE_KEY, "{not json");
    expect(readBase(storage)).toBeNull();
  });
});

describe("a publish keeps another tab's unpublished edits", () => {
  const fileOf = (state: AdminState) => {
    const made = toSiteDataFile(state, "2026-12-08", sampleFile);
    if (!made.ok) throw new Error(made.problems.join("; "));
    return made.file;
  };

  it("keeps what another tab changed after the check, and names it", async () => {
    const storage = new MemoryStorage();
    const tabA = createAdminDataStore({ storage, published: sampleState() });
    const tabB = createAdminDataStore({ storage, published: sampleState() });
    tabA.apply((s) => updateItemField(s, "gstr-1", "penalty", "₹25 a day"));
    const gh = fake();
    const prepared = await prepare(input(gh, sampleFile, fileOf(tabA.getSnapshot().state)));
    // Meanwhile, in tab B: another entry edited, and the entry being published edited again.
    tabB.apply((s) => updateItemField(s, "itr-1", "penalty", "₹5,000 (s.234F)"));
    tabB.apply((s) => updateItemField(s, "gstr-1", "penalty", "₹30 a day"));
    const done = await commitPrepared(
      { target, token: TOKEN, fetcher: gh.fetch, author },
      prepared,
    );
    expect(done.ok).toBe(true);
    let kept: string[] = [];
    tabA.apply((state) => {
      const after = afterPublish(state, prepared.mine, prepared.next);
      kept = after.keptUnpublished;
      return { ok: true, state: after.state };
    });
    const stored = tabA.getSnapshot().state;
    expect(kept.sort()).toEqual(["GSTR-1 (GST)", "ITR-1 (Income Tax Act)"]);
    expect(stored.complianceData.GST!.find((e) => e.id === "gstr-1")!.penalty).toBe("₹30 a day");
    expect(stored.complianceData["Income Tax Act"]![0]!.penalty).toBe("₹5,000 (s.234F)");
    // They stay marked as unpublished edits; the next publish carries them against the file just published.
    expect(stored.complianceData["Income Tax Act"]![0]!.isUpdated).toBe(true);
    const next = await prepare(input(gh, prepared.next, fileOf(stored)));
    expect(next.changes).toEqual([
      "Edited: ITR-1 (Income Tax Act, itr-1): penalty",
      "Edited: GSTR-1 (GST, gstr-1): penalty",
    ]);
    tabA.destroy();
    tabB.destroy();
  });

  it("with no edit since the check, the browser holds the published file (other publishes included)", async () => {
    const gh = fake();
    gh.commitElsewhere(fileText(colleagues));
    const state = sampleState();
    const mine = fileOf(
      (() => {
        const out = updateItemField(state, "gstr-1", "penalty", "₹25 a day");
        if (!out.ok) throw new Error("edit");
        return out.state;
      })(),
    );
    const prepared = await prepare(input(gh, sampleFile, mine));
    const after = afterPublish(
      (() => {
        const out = updateItemField(state, "gstr-1", "penalty", "₹25 a day");
        return out.ok ? out.state : state;
      })(),
      prepared.mine,
      prepared.next,
    );
    expect(after.keptUnpublished).toEqual([]);
    expect(after.state.complianceData.GST!.find((e) => e.id === "gstr-9")!.extensions).toEqual([
      extension,
    ]);
  });
});

const record = (i: number, at = "2026-01-01T00:00:00.000Z"): PublishRecord => ({
  id: `r-${i}`,
  publishedAt: at,
  changes: [{ id: "gstr-1", text: `GSTR-1: penalty updated (${i})` }],
});

describe("the ledger never loses a record", () => {
  it("the 1,001st publish moves the oldest record to the archive; the file written is valid", async () => {
    const full = {
      ...sampleFile,
      updates: Array.from({ length: LEDGER_RECENT_MAX }, (_, i) => record(i)),
    };
    expect(dueDatesFileSchema.safeParse(full).success).toBe(true);
    const gh = fake(fileText(full));
    const prepared = await prepare(input(gh, full, edit(full, "gstr-1", { penalty: "₹25 a day" })));
    expect(prepared.next.updates).toHaveLength(LEDGER_RECENT_MAX);
    expect(prepared.next.updatesArchive).toEqual([record(0)]);
    expect(ledgerOf(prepared.next)).toHaveLength(LEDGER_RECENT_MAX + 1);
    expect(dueDatesFileSchema.safeParse(prepared.next).success).toBe(true);
    const done = await commitPrepared(
      { target, token: TOKEN, fetcher: gh.fetch, author },
      prepared,
    );
    expect(done.ok).toBe(true);
    // The publish after it keeps the archive and adds to it.
    const again = await prepare(
      input(gh, prepared.next, edit(prepared.next, "gstr-3b", { penalty: "₹40 a day" })),
    );
    expect(again.next.updatesArchive?.map((r) => r.id)).toEqual(["r-0", "r-1"]);
  });

  it("two publishes at one time stay two, each with its own id; a record of a wrong clock is not reused", () => {
    const future: PublishRecord = {
      publishedAt: "2027-06-01T09:00:00.000Z",
      changes: [{ id: "gstr-1", text: "GSTR-1: penalty updated" }],
    };
    const current = { ...sampleFile, updates: [future] };
    const first = withLedgerRecord(
      current,
      edit(current, "gstr-1", { penalty: "₹1" }),
      "2026-12-08T05:00:00.000Z",
    );
    expect(first.updates?.map((r) => r.publishedAt)).toEqual([
      "2027-06-01T09:00:00.000Z",
      "2026-12-08T05:00:00.000Z",
    ]);
    // A second publish in the same second, from a copy that lacks the first record: both records stay.
    const second = withLedgerRecord(
      first,
      { ...edit(first, "gstr-1", { penalty: "₹2" }), updates: [future] },
      "2026-12-08T05:00:00.000Z",
    );
    expect(second.updates).toHaveLength(3);
    const ids = second.updates!.map((r) => r.id);
    expect(ids[0]).toBeUndefined();
    expect(new Set(ids.slice(1)).size).toBe(2);
    expect(dueDatesFileSchema.safeParse(second).success).toBe(true);
    // Old records without ids, at one time, keep distinct keys (the feed's entry ids).
    expect(recordKeys([future, future, ...second.updates!.slice(1)])).toEqual([
      "2027-06-01T09:00:00.000Z",
      "2027-06-01T09:00:00.000Z-2",
      ids[1],
      ids[2],
    ]);
  });

  it("refuses two records with one id", () => {
    const twice = { ...sampleFile, updates: [record(1), record(1)] };
    expect(dueDatesFileSchema.safeParse(twice).success).toBe(false);
    const archived = { ...sampleFile, updatesArchive: [record(1)], updates: [record(1)] };
    expect(dueDatesFileSchema.safeParse(archived).success).toBe(false);
  });
});

describe("the time of a publish comes from a trusted clock", () => {
  it("GitHub's Date header dates the file and the record, whatever this device's clock says", async () => {
    const gh = fake(undefined, "2026-12-08T05:30:00Z");
    const prepared = await prepare(
      input(gh, sampleFile, edit(sampleFile, "gstr-1", { penalty: "₹25 a day" })),
    );
    expect(prepared.publishedAt).toBe("2026-12-08T05:30:00.000Z");
    expect(prepared.next.lastUpdated).toBe("2026-12-08");
    expect(prepared.next.updates?.at(-1)?.publishedAt).toBe("2026-12-08T05:30:00.000Z");
  });

  it("without a readable Date header the site's clock is used; with neither, nothing is published", async () => {
    const gh = fake(undefined, "2026-12-08T05:30:00Z");
    // A browser reads no Date header from GitHub (not exposed to scripts of another origin).
    const hidden = async (url: string, init?: RequestInit) => {
      const response = await gh.fetch(url, init);
      const headers = new Headers(response.headers);
      headers.delete("date");
      return new Response(response.body, { status: response.status, headers });
    };
    const mine = edit(sampleFile, "gstr-1", { penalty: "₹25 a day" });
    const site = async () =>
      new Response(null, { headers: { date: "Tue, 08 Dec 2026 05:31:00 GMT" } });
    const clock = () => siteClock("/data/compliance-due-dates.json", site);
    const dated = await prepare(input(gh, sampleFile, mine, { fetcher: hidden, clock }));
    expect(dated.publishedAt).toBe("2026-12-08T05:31:00.000Z");
    const none = await preparePublishToSite(
      input(gh, sampleFile, mine, {
        fetcher: hidden,
        clock: () => siteClock("/x", async () => new Response(null)),
      }),
    );
    expect(none).toEqual({ ok: false, failure: { kind: "noClock" } });
  });

  it("a check date after the trusted today is refused, as the build would refuse it", async () => {
    const gh = fake(undefined, "2026-12-08T05:30:00Z");
    const result = await preparePublishToSite(
      input(gh, sampleFile, edit(sampleFile, "gstr-1", { verifiedOn: "2027-06-01" })),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.failure.kind).toBe("invalidResult");
  });

  it("'live' only when the live file carries this publish's own record", async () => {
    const gh = fake();
    const prepared = await prepare(
      input(gh, sampleFile, edit(sampleFile, "gstr-1", { penalty: "₹25 a day" })),
    );
    // The live file still has an older record at the very same time, but not this one.
    const older = {
      ...sampleFile,
      updates: [{ ...prepared.next.updates!.at(-1)!, id: undefined }].map(({ id: _id, ...r }) => r),
    };
    const result = await watchLive({
      url: "/data/compliance-due-dates.json",
      mark: publishMark(prepared.next)!,
      fetcher: async () => new Response(JSON.stringify(older)),
      sleep: async () => {},
      attempts: 3,
    });
    expect(result).toBe("slow");
  });
});

describe("degraded answers", () => {
  const mine = edit(sampleFile, "gstr-1", { penalty: "₹25 a day" });

  it("a 422 for another reason than the sha is GitHub's refusal, not 'someone published'", async () => {
    const gh = fake();
    const prepared = await prepare(input(gh, sampleFile, mine));
    gh.rejectNextCommit("Invalid request.\n\nFor 'properties/committer', nil is not an object.");
    const refused = await commitPrepared(
      { target, token: TOKEN, fetcher: gh.fetch, author },
      prepared,
    );
    expect(refused).toMatchObject({ ok: false, failure: { kind: "rejected", status: 422 } });
    // A stale sha (409) still reads as a publish in between.
    gh.commitElsewhere(fileText(colleagues));
    const stale = await commitPrepared(
      { target, token: TOKEN, fetcher: gh.fetch, author },
      prepared,
    );
    expect(stale).toEqual({ ok: false, failure: { kind: "conflict" } });
  });

  it("a commit that landed but whose answer was cut off, or never came, is found by reading the file", async () => {
    for (const how of ["body", "hang"] as const) {
      const gh = fake();
      const prepared = await prepare(input(gh, sampleFile, mine));
      gh.cutNextAnswer(how);
      const done = await commitPrepared(
        { target, token: TOKEN, fetcher: gh.fetch, author, timeoutMs: 50 },
        prepared,
      );
      expect(done).toMatchObject({ ok: true, commit: { sha: gh.head().sha } });
      expect(gh.versions).toHaveLength(2);
    }
  });

  it("a request that never answers ends as a timeout", async () => {
    const gh = fake();
    gh.setHanging(true);
    const result = await preparePublishToSite(input(gh, sampleFile, mine, { timeoutMs: 50 }));
    expect(result).toEqual({ ok: false, failure: { kind: "timeout" } });
  });

  it("a site clock or a live file that never answers ends: no publish, or a slow build, not a dialog waiting forever", async () => {
    const never = () => new Promise<Response>(() => {});
    expect(await siteClock("/robots.txt", never, 20)).toBeUndefined();
    const waited = await watchLive({
      url: "/data/compliance-due-dates.json",
      mark: "20261208t053000z-0k2j4xq",
      fetcher: never,
      sleep: async () => {},
      attempts: 2,
      requestTimeoutMs: 20,
    });
    expect(waited).toBe("slow");
  });

  it("a file over 1 MB is read through the blobs endpoint and published", async () => {
    const big = {
      ...sampleFile,
      updates: Array.from({ length: 900 }, (_, i) => ({
        ...record(i),
        changes: [1, 2, 3, 4].map((n) => ({
          id: "gstr-1",
          text: `GSTR-1: penalty updated ${n} ${"x".repeat(360)} ${i}`,
        })),
      })),
    };
    const text = fileText(big);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    const gh = fake(text);
    const prepared = await prepare(input(gh, big, edit(big, "gstr-1", { penalty: "₹25 a day" })));
    expect(gh.calls.some((c) => c.url.includes("/git/blobs/"))).toBe(true);
    expect(prepared.next.updates).toHaveLength(901);
  });

  it("a token pasted into a settings field is pointed out there", () => {
    const words = {
      repository: "r",
      branch: "b",
      path: "p",
      name: "n",
      email: "e",
      token: "t",
      tokenHere: "token here",
    };
    const settings = {
      repository: "niyama/site",
      branch: "main",
      path: "public/data/compliance-due-dates.json",
      name: "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
      email: "asha@niyama.example",
    };
    expect(checkSettings(settings, TOKEN, words)).toEqual({ name: "token here" });
    expect(looksLikeToken("ghp_0123456789abcdefghijABCDEFGHIJ")).toBe(true);
    expect(looksLikeToken("Asha Rao")).toBe(false);
  });

  it("a source link with a user part is refused everywhere a source link is read", () => {
    expect(isOfficialUrl("https://evil.example@www.cbic.gov.in/")).toBe(false);
    expect(isOfficialUrl("https://user:pass@www.cbic.gov.in/")).toBe(false);
    expect(isOfficialUrl("https://www.cbic.gov.in/")).toBe(true);
    const withUser = edit(sampleFile, "gstr-1", {
      sourceUrl: "https://evil.example@www.cbic.gov.in/",
    });
    expect(dueDatesFileSchema.safeParse(withUser).success).toBe(false);
  });
});
