import { describe, expect, it } from "vitest";
import type { DueDatesFile, Extension } from "~/lib/compliance-schema";
import { createFakeGitHub } from "../../../tests/fakes/github-contents";
import { fromBase64, readRemoteFile, toBase64, type RepoTarget } from "./github-contents";
import {
  commitPrepared,
  fileText,
  parseDataFile,
  preparePublishToSite,
  publishMark,
  watchLive,
  type PrepareInput,
} from "./publish-to-site";
import { sampleFile } from "./test-data";

const target: RepoTarget = {
  apiUrl: "https://api.github.com",
  repository: "niyama/site",
  branch: "main",
  path: "public/data/compliance-due-dates.json",
};
const TOKEN = "github_pat_writer";
const author = { name: "Asha Rao", email: "asha@niyama.example" };

const fake = (liveAfterReads = 0) =>
  createFakeGitHub({
    repository: target.repository,
    branch: target.branch,
    path: target.path,
    text: fileText(sampleFile),
    tokens: [TOKEN],
    readOnlyTokens: ["github_pat_reader"],
    otherRepoTokens: ["github_pat_elsewhere"],
    liveAfterReads,
  });

const extension: Extension = {
  period: "FY 2025-26",
  originalDate: "2026-12-31",
  extendedDate: "2027-01-31",
  reference: "Notification No. 99/2026-Central Tax",
  issuedOn: "2026-12-12",
  url: "https://cbic-gst.gov.in/",
};

/** sampleFile with GSTR-9 extended (this browser's edit). */
const extended = (file: DueDatesFile): DueDatesFile => ({
  ...file,
  dueDates: {
    ...file.dueDates,
    GST: file.dueDates.GST!.map((e) => (e.id === "gstr-9" ? { ...e, extensions: [extension] } : e)),
  },
});
const withPenalty = (file: DueDatesFile, id: string, penalty: string): DueDatesFile => ({
  ...file,
  dueDates: Object.fromEntries(
    Object.entries(file.dueDates).map(([law, items]) => [
      law,
      items.map((e) => (e.id === id ? { ...e, penalty } : e)),
    ]),
  ),
});

const input = (
  gh: ReturnType<typeof fake>,
  mine: DueDatesFile,
  extra: Partial<PrepareInput> = {},
): PrepareInput => ({
  target,
  token: TOKEN,
  fetcher: gh.fetch,
  base: sampleFile,
  mine,
  ...extra,
});

async function prepare(i: PrepareInput) {
  const result = await preparePublishToSite(i);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.prepared;
}

describe("base64 as the contents endpoint uses it", () => {
  it("round-trips UTF-8 (₹, Telugu, arrows) through GitHub's line-wrapped base64", () => {
    const text = "₹50 a day → ₹10,000; గడువు తేదీ\n";
    const wrapped = toBase64(text).replace(/(.{10})/g, "$1\n");
    expect(fromBase64(wrapped)).toBe(text);
  });
});

describe("publishing to the repository", () => {
  it("reads the file with its sha, lists the change, commits naming that sha, with the author and the change in words", async () => {
    const gh = fake();
    const prepared = await prepare(input(gh, extended(sampleFile)));
    expect(prepared.sha).toBe(gh.versions[0]!.sha);
    expect(prepared.othersChanged).toEqual([]);
    expect(prepared.conflicts).toEqual([]);
    expect(prepared.changes).toEqual([
      "Dates changed: GSTR-9 (GST, gstr-9) (schedule or extensions)",
    ]);
    expect(prepared.message.split("\n")[0]).toBe(
      "Due dates: GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027 (Notification No. 99/2026-Central Tax)",
    );
    const done = await commitPrepared(
      { target, token: TOKEN, fetcher: gh.fetch, author },
      prepared,
    );
    expect(done).toMatchObject({ ok: true });
    expect(gh.versions).toHaveLength(2);
    const head = gh.head();
    expect(head.author).toEqual(author);
    expect(head.message).toBe(prepared.message);
    const committed = JSON.parse(head.text) as DueDatesFile;
    expect(committed.dueDates.GST!.find((e) => e.id === "gstr-9")!.extensions).toEqual([extension]);
    expect(committed.lastUpdated).toBe("2026-12-12");
    // The ledger records the change with its notification.
    expect(committed.updates).toEqual([
      {
        id: expect.stringMatching(/^20261212t130500z-[a-z0-9]+$/),
        publishedAt: "2026-12-12T13:05:00.000Z",
        changes: [
          {
            id: "gstr-9",
            text: "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027",
            reference: extension.reference,
            url: extension.url,
          },
        ],
      },
    ]);
    expect(done.ok && done.commit.sha).toBe(head.sha);
    expect(done.ok && done.commit.commitUrl).toBe(
      `https://github.com/niyama/site/commit/${head.commitSha}`,
    );
    // The PUT named the sha it read, on the configured branch.
    const put = gh.calls.find((c) => c.method === "PUT")!;
    expect(put.body).toMatchObject({ sha: gh.versions[0]!.sha, branch: "main" });
  });

  it("nothing edited: nothing to publish", async () => {
    const prepared = await prepare(input(fake(), sampleFile));
    expect(prepared).toMatchObject({ nothingToPublish: true, changes: [] });
  });

  it("a stale sha is refused (409), and preparing again merges: the other publish kept, this browser's edit re-applied", async () => {
    const gh = fake();
    const mine = extended(sampleFile);
    const first = await prepare(input(gh, mine));
    // Another browser publishes a different entry in between.
    gh.commitElsewhere(fileText(withPenalty(sampleFile, "gstr-1", "₹25 a day")));
    const refused = await commitPrepared(
      { target, token: TOKEN, fetcher: gh.fetch, author },
      first,
    );
    expect(refused).toEqual({ ok: false, failure: { kind: "conflict" } });
    expect(gh.versions).toHaveLength(2);
    const again = await prepare(input(gh, mine));
    expect(again.othersChanged).toEqual(["Edited: GSTR-1 (GST, gstr-1): penalty"]);
    expect(again.reapplied).toEqual(["entry:gstr-9"]);
    expect(again.conflicts).toEqual([]);
    expect(again.changes).toEqual(["Dates changed: GSTR-9 (GST, gstr-9) (schedule or extensions)"]);
    const done = await commitPrepared({ target, token: TOKEN, fetcher: gh.fetch, author }, again);
    expect(done.ok).toBe(true);
    const committed = JSON.parse(gh.head().text) as DueDatesFile;
    expect(committed.dueDates.GST!.find((e) => e.id === "gstr-1")!.penalty).toBe("₹25 a day");
    expect(committed.dueDates.GST!.find((e) => e.id === "gstr-9")!.extensions).toEqual([extension]);
  });

  it("both changed the same entry: a conflict to settle; the choice decides, and the ledger of the other publish stays", async () => {
    const gh = fake();
    const mine = withPenalty(sampleFile, "gstr-1", "₹50 a day, mine");
    const theirs = withPenalty(sampleFile, "gstr-1", "₹25 a day, theirs");
    gh.commitElsewhere(
      fileText({
        ...theirs,
        updates: [
          {
            publishedAt: "2026-12-10T09:00:00.000Z",
            changes: [{ id: "gstr-1", text: "GSTR-1: penalty updated" }],
          },
        ],
      }),
    );
    const asked = await prepare(input(gh, mine));
    expect(asked.conflicts).toEqual([
      {
        key: "entry:gstr-1",
        label: "GSTR-1 (GST)",
        mine: "penalty: ₹50 a day, mine",
        theirs: "penalty: ₹25 a day, theirs",
      },
    ]);
    // Unsettled, the repository's version is what would be published: nothing of theirs is lost.
    expect(asked.nothingToPublish).toBe(true);
    const settled = await prepare(input(gh, mine, { choices: { "entry:gstr-1": "mine" } }));
    expect(settled.changes).toEqual(["Edited: GSTR-1 (GST, gstr-1): penalty"]);
    expect(settled.next.updates?.map((u) => u.publishedAt)).toEqual([
      "2026-12-10T09:00:00.000Z",
      "2026-12-12T13:05:00.000Z",
    ]);
  });

  it("a bad or expired token: 401, nothing written", async () => {
    const gh = fake();
    const result = await preparePublishToSite(
      input(gh, extended(sampleFile), { token: "github_pat_expired" }),
    );
    expect(result).toEqual({ ok: false, failure: { kind: "unauthorized" } });
    expect(gh.versions).toHaveLength(1);
  });

  it("a token for another repository: not found (404); a read-only token: refused on commit (403)", async () => {
    const gh = fake();
    expect(
      await preparePublishToSite(
        input(gh, extended(sampleFile), { token: "github_pat_elsewhere" }),
      ),
    ).toEqual({ ok: false, failure: { kind: "notFound" } });
    const reader = await prepare(input(gh, extended(sampleFile), { token: "github_pat_reader" }));
    expect(
      await commitPrepared(
        { target, token: "github_pat_reader", fetcher: gh.fetch, author },
        reader,
      ),
    ).toEqual({ ok: false, failure: { kind: "forbidden" } });
    expect(gh.versions).toHaveLength(1);
  });

  it("a wrong repository, branch or path: not found (404)", async () => {
    const gh = fake();
    for (const wrong of [
      { repository: "niyama/other" },
      { branch: "production" },
      { path: "data/due-dates.json" },
    ])
      expect(
        await preparePublishToSite(input(gh, sampleFile, { target: { ...target, ...wrong } })),
      ).toEqual({ ok: false, failure: { kind: "notFound" } });
  });

  it("a spent rate limit: 403 with the reset time; the secondary limit: 429 with retry-after", async () => {
    const gh = fake();
    const resetAt = Date.parse("2026-12-12T14:00:00Z") / 1000;
    gh.limit({ resetAt });
    expect(await preparePublishToSite(input(gh, sampleFile))).toEqual({
      ok: false,
      failure: { kind: "rateLimited", resetAt: "2026-12-12T14:00:00.000Z" },
    });
    gh.unlimit();
    gh.limit({ retryAfter: 60 });
    const secondary = await preparePublishToSite(input(gh, sampleFile));
    expect(secondary).toMatchObject({ ok: false, failure: { kind: "rateLimited" } });
    expect(
      !secondary.ok && "resetAt" in secondary.failure && secondary.failure.resetAt,
    ).toBeTruthy();
  });

  it("the network down: a network failure, nothing written", async () => {
    const gh = fake();
    gh.setOffline(true);
    expect(await preparePublishToSite(input(gh, sampleFile))).toEqual({
      ok: false,
      failure: { kind: "network" },
    });
  });

  it("an invalid file in the repository is reported with its problems, never overwritten", async () => {
    const gh = fake();
    gh.commitElsewhere('{"lastUpdated": "yesterday", "dueDates": {}}');
    const result = await preparePublishToSite(input(gh, extended(sampleFile)));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.kind).toBe("invalidFile");
    expect("problems" in result.failure && result.failure.problems.join("\n")).toMatch(
      /lastUpdated/,
    );
    gh.commitElsewhere("not json");
    expect((await preparePublishToSite(input(gh, sampleFile))).ok).toBe(false);
    expect(gh.versions).toHaveLength(3);
  });

  it("the token never appears in a URL, a body or an answer", async () => {
    const gh = fake();
    const prepared = await prepare(input(gh, extended(sampleFile)));
    await commitPrepared({ target, token: TOKEN, fetcher: gh.fetch, author }, prepared);
    for (const call of gh.calls) {
      expect(call.url).not.toContain(TOKEN);
      expect(JSON.stringify(call.body ?? "")).not.toContain(TOKEN);
      expect(JSON.stringify(call.responseBody)).not.toContain(TOKEN);
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
  });
});

describe("watching the live site", () => {
  const live = (gh: ReturnType<typeof fake>) => (url: string) =>
    Promise.resolve(
      new Response(gh.liveText(), { status: url.includes("?published=") ? 200 : 400 }),
    );

  it("says live once the host serves the published file", async () => {
    const gh = fake(3);
    const prepared = await prepare(input(gh, extended(sampleFile)));
    await commitPrepared({ target, token: TOKEN, fetcher: gh.fetch, author }, prepared);
    const waits: number[] = [];
    const result = await watchLive({
      url: "/data/compliance-due-dates.json",
      mark: publishMark(prepared.next)!,
      fetcher: live(gh),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toBe("live");
    expect(waits).toEqual([5000, 5000, 5000]);
  });

  it("says the build is slow when the attempts run out", async () => {
    const gh = fake(100);
    const prepared = await prepare(input(gh, extended(sampleFile)));
    await commitPrepared({ target, token: TOKEN, fetcher: gh.fetch, author }, prepared);
    const result = await watchLive({
      url: "/data/compliance-due-dates.json",
      mark: publishMark(prepared.next)!,
      fetcher: live(gh),
      sleep: async () => {},
      attempts: 5,
    });
    expect(result).toBe("slow");
  });
});

describe("reading", () => {
  it("decodes the file the fake keeps, byte for byte", async () => {
    const gh = fake();
    const read = await readRemoteFile(target, TOKEN, gh.fetch);
    expect(read.ok && read.file.text).toBe(fileText(sampleFile));
    expect(read.ok && parseDataFile(read.file.text).ok).toBe(true);
  });
});
