// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublishRecord } from "~/lib/compliance-schema";
import { DueDatesWordsContext } from "../due-dates-words";
import { englishWords } from "../words/en";
import { teluguWords } from "../words/te";
import { LatestChanges } from "./latest-changes";

const updates: PublishRecord[] = [
  { publishedAt: "2026-11-30T05:00:00.000Z", changes: [{ id: "a", text: "First publish" }] },
  { publishedAt: "2026-12-02T05:00:00.000Z", changes: [{ id: "b", text: "Second publish" }] },
  { publishedAt: "2026-12-05T05:00:00.000Z", changes: [{ id: "c", text: "Third publish" }] },
  {
    publishedAt: "2026-12-12T05:00:00.000Z",
    changes: [
      {
        id: "gstr-9",
        text: "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027",
        reference: "Notification No. 99/2026-Central Tax",
        url: "https://cbic-gst.gov.in/",
      },
      ...["x", "y", "z", "w"].map((id) => ({ id, text: `${id} updated` })),
    ],
  },
];

const inWords = (words: typeof englishWords, list?: PublishRecord[]) =>
  render(
    <DueDatesWordsContext value={words}>
      <LatestChanges updates={list} />
    </DueDatesWordsContext>,
  );

describe("the latest changes", () => {
  it("lists the three latest publishes, newest first, with the notification linked and the feed", () => {
    inWords(englishWords, updates);
    const region = screen.getByRole("region", { name: "Latest changes" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Updated 12 Dec 2026: GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027 (Notification No. 99/2026-Central Tax); x updated; y updated and 2 more changes",
      "Updated 5 Dec 2026: Third publish",
      "Updated 2 Dec 2026: Second publish",
    ]);
    expect(
      within(region).getByRole("link", { name: "Notification No. 99/2026-Central Tax" }),
    ).toHaveAttribute("href", "https://cbic-gst.gov.in/");
    expect(
      within(region).getByRole("link", { name: "Follow the changes (Atom feed)" }),
    ).toHaveAttribute("href", "/due-dates/updates.xml");
  });

  it("says so before the first publish, in the page's language", () => {
    inWords(teluguWords);
    expect(screen.getByRole("heading", { name: "తాజా మార్పులు" })).toBeInTheDocument();
    expect(screen.getByText(/ఏ గడువు తేదీ మారలేదు/)).toBeInTheDocument();
    expect(screen.queryAllByRole("listitem")).toEqual([]);
  });

  it("on the Telugu page: Telugu frame words, each change as staff wrote it marked as English, and a note saying so", () => {
    inWords(teluguWords, updates);
    const region = screen.getByRole("region", { name: "తాజా మార్పులు" });
    expect(within(region).getByText(/ఇంగ్లీష్‌లో రాస్తారు/)).toBeInTheDocument();
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toMatch(/^12\sడిసెంబర్ 2026న అప్‌డేట్ అయింది: /);
    expect(items[0]!.textContent).toMatch(/ఇంకా 2 మార్పులు$/);
    const english = [...region.querySelectorAll("[data-untranslated]")];
    expect(english.map((el) => [el.getAttribute("lang"), el.textContent])).toEqual([
      [
        "en",
        "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027 (Notification No. 99/2026-Central Tax)",
      ],
      ["en", "x updated"],
      ["en", "y updated"],
      ["en", "Third publish"],
      ["en", "Second publish"],
    ]);
    // Without the marked changes, what is left reads in Telugu: no English word but the feed's format's name.
    for (const el of english) el.remove();
    expect(region.textContent!.replace("Atom", "")).not.toMatch(/[A-Za-z]/);
  });

  it("on the English page the changes carry no language of their own and no note", () => {
    inWords(englishWords, updates);
    const region = screen.getByRole("region", { name: "Latest changes" });
    expect(region.querySelectorAll("[lang], [data-untranslated]")).toHaveLength(0);
    expect(region.querySelectorAll("p")).toHaveLength(0);
  });
});
