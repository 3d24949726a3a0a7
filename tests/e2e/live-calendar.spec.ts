import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exampleProfileSearch } from "../../app/content/planner-facts";
import { buildPlan } from "../../app/features/planner/plan";
import { completeProfile, parseProfile } from "../../app/features/planner/profile";
import { dueDatesFileSchema, type DueDatesFile } from "../../app/lib/compliance-schema";
import { readStrictly, RFC5545_DURATION, durations } from "../../app/lib/ics-validator";
import { addDays } from "../../app/lib/schedule";
import { todayInIndia } from "../../app/lib/today";
import { expect, test } from "./fixtures";

/*
 * The live calendar of a plan (functions/, docs/decisions/041-live-plan-calendar.md) in Cloudflare's own local
 * runtime: `wrangler pages dev` (workerd) serves a copy of the production build with the Functions, and every answer
 * is read back by Python's icalendar and libical. The build's own calendar files are read by them too.
 */

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
const port = Number(process.env.E2E_PORT ?? 4173) + 1000;
const origin = `http://127.0.0.1:${port}`;

/** The day in India a calendar was written on: its DTSTAMP (the clock the answer used, not the test's). */
const writtenOn = (text: string) => {
  const stamp = /^DTSTAMP:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\r?$/m.exec(text);
  if (!stamp) throw new Error("no DTSTAMP");
  const [, y, mo, d, h, mi, s] = stamp;
  return todayInIndia(new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`));
};

const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, "");
const values = (text: string, name: string) =>
  [...unfolded(text).matchAll(new RegExp(`^${name}(?:;[^:\\r]*)?:([^\\r]*)`, "gm"))].map(
    (m) => m[1]!,
  );

test.describe("the build's calendar files", () => {
  test("are RFC 5545 valid for two strict readers, with no reminder before the day they were built", () => {
    const feeds = path.join(buildDir, "due-dates/plan/calendars");
    const files = [
      path.join(buildDir, "due-dates/calendar.ics"),
      ...fs.readdirSync(feeds).map((name) => path.join(feeds, name)),
    ];
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const value of durations(text)) expect(value).toMatch(RFC5545_DURATION);
      const [reading] = readStrictly([text], writtenOn(text));
      expect(reading!.problems, file).toEqual([]);
      expect(reading!.events, file).toBeGreaterThan(0);
    }
  });
});

test.describe("the live calendar of a plan, in Cloudflare's local runtime", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  let server: ChildProcess | undefined;
  let site: string;
  let data: DueDatesFile;
  let log = "";

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // A copy of the build, so that the data file can be changed as a publish changes it.
    site = fs.mkdtempSync(path.join(os.tmpdir(), "live-calendar-"));
    fs.cpSync(buildDir, site, { recursive: true });
    data = dueDatesFileSchema.parse(
      JSON.parse(fs.readFileSync(path.join(site, "data/compliance-due-dates.json"), "utf8")),
    );
    server = spawn(
      path.join(root, "node_modules/.bin/wrangler"),
      [
        "pages",
        "dev",
        site,
        `--port=${port}`,
        "--ip=127.0.0.1",
        "--compatibility-date=2026-11-01",
        "--log-level=warn",
        "--show-interactive-dev-session=false",
      ],
      {
        cwd: root,
        detached: true,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
      },
    );
    server.stdout!.on("data", (chunk) => (log += String(chunk)));
    server.stderr!.on("data", (chunk) => (log += String(chunk)));
    const until = Date.now() + 80_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`wrangler stopped:\n${log}`);
      const ready = await fetch(`${origin}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > until) throw new Error(`wrangler did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  const calendar = async (address: string) => {
    const response = await fetch(`${origin}${address}`);
    return { response, text: await response.text() };
  };

  test("answers the plan of exactly the address's profile, as the planner makes it, for a calendar app to read hourly", async () => {
    const { response, text } = await calendar(
      `/due-dates/plan/calendar.ics?${exampleProfileSearch}`,
    );
    expect(response.status, text).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");

    const today = writtenOn(text);
    const profile = completeProfile(
      parseProfile(new URLSearchParams(exampleProfileSearch), Object.keys(data.entityLawMap ?? {}))
        .profile,
    )!;
    const rows = buildPlan(data, profile, today).months.flatMap((m) => m.rows);
    expect(rows.length).toBeGreaterThan(20);
    const [reading] = readStrictly([text], today);
    expect(reading!.problems).toEqual([]);
    expect(reading!.events).toBe(rows.length);
    expect(values(text, "DTSTART").sort()).toEqual(
      rows.map((r) => r.date.replaceAll("-", "")).sort(),
    );
    // A week and a day before each deadline, unless it is nearer: never before today.
    expect(reading!.firstAlarm! >= today).toBe(true);
    const far = rows.filter((r) => r.date > addDays(today, 7)).length;
    expect(reading!.alarms).toBeGreaterThanOrEqual(far * 2);
    expect(values(text, "TRIGGER")).toContain("-P7D");
    expect(values(text, "TRIGGER")).toContain("-P1D");
    // A title names the filing, its period and its law: "GSTR-3B for November 2026 due (GST)".
    expect(values(text, "SUMMARY")).toContainEqual(
      expect.stringMatching(/^GSTR-3B for [A-Z][a-z]+ \d{4} due \(GST\)$/),
    );
    expect(values(text, "URL")[0]).toBe(`${origin}/due-dates/plan?${exampleProfileSearch}`);

    // The same address again: the same events under the same UIDs.
    const again = await calendar(`/due-dates/plan/calendar.ics?${exampleProfileSearch}`);
    expect(values(again.text, "UID")).toEqual(values(text, "UID"));
    expect(values(again.text, "SEQUENCE")).toEqual(values(text, "SEQUENCE"));
  });

  test("answers in Telugu under /te, with the reminders the address chooses or none", async () => {
    const search = "entity=llp-limited-liability-partnership&state=karnataka&gst=qrmp&reg=tds";
    const { response, text } = await calendar(
      `/te/due-dates/plan/calendar.ics?${search}&remind=15,3`,
    );
    expect(response.status, text).toBe(200);
    expect(values(text, "X-WR-CALNAME")).toEqual(["నా కంప్లయన్స్ ప్లాన్"]);
    expect(values(text, "SUMMARY").every((s) => s.includes("గడువు"))).toBe(true);
    expect(values(text, "URL")[0]).toBe(`${origin}/te/due-dates/plan?${search}`);
    // Each deadline more than 15 days away rings 15 and 3 days before; a nearer one no earlier than today.
    const today = writtenOn(text);
    const later = unfolded(text)
      .split("BEGIN:VEVENT")
      .slice(1)
      .filter((block) => values(block, "DTSTART")[0]! > addDays(today, 15).replaceAll("-", ""));
    expect(later.length).toBeGreaterThan(3);
    for (const block of later) expect(values(block, "TRIGGER")).toEqual(["-P15D", "-P3D"]);
    const [reading] = readStrictly([text], today);
    expect(reading!.problems).toEqual([]);

    const none = await calendar(`/te/due-dates/plan/calendar.ics?${search}&remind=none`);
    expect(none.response.status).toBe(200);
    expect(none.text).not.toContain("BEGIN:VALARM");
    expect(values(none.text, "UID")).toEqual(values(text, "UID"));
  });

  test("says which part of an address it cannot read, and answers no calendar for it", async () => {
    const bad = await calendar("/due-dates/plan/calendar.ics?entity=no-such-entity&remind=2");
    expect(bad.response.status).toBe(400);
    expect(bad.response.headers.get("cache-control")).toBe("no-store");
    expect(bad.text).toContain("entity=no-such-entity, remind=2");
    const empty = await calendar("/te/due-dates/plan/calendar.ics");
    expect(empty.response.status).toBe(400);
    expect(empty.text).toContain("చదవలేకపోయాం (entity)");
  });

  test("moves an extended deadline under the same UID, with SEQUENCE and LAST-MODIFIED raised", async () => {
    const address = `/due-dates/plan/calendar.ics?${exampleProfileSearch}`;
    const before = await calendar(address);
    const today = writtenOn(before.text);
    const profile = completeProfile(
      parseProfile(new URLSearchParams(exampleProfileSearch), Object.keys(data.entityLawMap ?? {}))
        .profile,
    )!;
    const row = buildPlan(data, profile, today)
      .months.flatMap((m) => m.rows)
      // An entry no published change has named yet: its event carries no LAST-MODIFIED before this test's change.
      .find(
        (r) =>
          !r.extension &&
          r.date > addDays(today, 20) &&
          !(data.updates ?? []).some((u) => u.changes.some((c) => c.id === r.id)),
      )!;
    const uid = `${row.id}-${row.originalDate.replaceAll("-", "")}@127.0.0.1`;
    const event = (text: string) =>
      unfolded(text)
        .split("BEGIN:VEVENT")
        .find((block) => block.includes(`\r\nUID:${uid}\r\n`))!;
    expect(event(before.text)).toContain("\r\nSEQUENCE:0\r\n");
    expect(event(before.text)).not.toContain("LAST-MODIFIED");

    // The authority extends it by ten days; the publish records the change.
    const extendedDate = addDays(row.date, 10);
    const published = structuredClone(data);
    const entry = Object.values(published.dueDates)
      .flat()
      .find((item) => item.id === row.id)!;
    entry.extensions = [
      ...(entry.extensions ?? []),
      {
        period: "The test's period",
        originalDate: row.originalDate,
        extendedDate,
        reference: "Test notification 1/2026",
        issuedOn: today,
        url: entry.sourceUrl!,
      },
    ];
    published.updates = [
      ...(published.updates ?? []),
      {
        publishedAt: new Date().toISOString(),
        changes: [{ id: row.id, text: `${row.form}: due → ${extendedDate}` }],
      },
    ];
    fs.writeFileSync(path.join(site, "data/compliance-due-dates.json"), JSON.stringify(published));

    let after = before;
    for (let i = 0; i < 40 && after.text === before.text; i++) {
      await new Promise((r) => setTimeout(r, 500));
      after = await calendar(address);
      if (!event(after.text)?.includes("SEQUENCE:1")) after = before;
    }
    const moved = event(after.text);
    expect(moved).toContain(`\r\nDTSTART;VALUE=DATE:${extendedDate.replaceAll("-", "")}\r\n`);
    expect(moved).toContain("\r\nSEQUENCE:1\r\n");
    expect(moved).toMatch(/\r\nLAST-MODIFIED:\d{8}T\d{6}Z\r\n/);
    expect(moved).toContain("Test notification 1/2026");
    // The event moved: no event added or lost.
    expect(values(after.text, "UID").sort()).toEqual(values(before.text, "UID").sort());
    const [reading] = readStrictly([after.text], writtenOn(after.text));
    expect(reading!.problems).toEqual([]);
  });

  test("leaves the site's pages as the static host serves them", async () => {
    const page = await fetch(`${origin}/due-dates/plan`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[\s>]/);
    const feed = await fetch(`${origin}/due-dates/calendar.ics`);
    expect(feed.status).toBe(200);
  });
});
