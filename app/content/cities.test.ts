import { describe, expect, it } from "vitest";
import { areas } from "./areas";
import { cities, type CityPage } from "./cities";
import { registrars } from "./city-template";

/** The words that belong to one city's record, with its own names masked so a copy with names swapped shows up. */
function ownText(city: CityPage): string {
  const text = [
    city.promise,
    city.intro,
    city.economy,
    ...city.industries,
    ...city.focus.flatMap((f) => [f.title, f.text]),
    city.visits,
    ...city.faq.flatMap((f) => [f.question, f.answer]),
  ].join(" ");
  const names = [city.name, city.district, ...city.district.split(/\s+and\s+/), city.state];
  return names
    .reduce((t, n) => t.split(n).join(" PLACE "), text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ");
}

const shingles = (text: string, n = 3) => {
  const words = text.split(" ").filter(Boolean);
  return new Set(
    words.slice(0, words.length - n + 1).map((_, i) => words.slice(i, i + n).join(" ")),
  );
};

const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
};

describe("city pages", () => {
  it("has one record per area in the footer's list, with the same name and state", () => {
    expect(cities.map(({ slug, name, state }) => ({ slug, name, state }))).toEqual(areas);
  });

  it("serves each state from its own Registrar: Vijayawada for Andhra Pradesh, Hyderabad for Telangana", () => {
    expect(registrars["Andhra Pradesh"].city).toBe("Vijayawada");
    expect(registrars.Telangana.city).toBe("Hyderabad");
  });

  it("gives each city its own facts and enough words of its own", () => {
    for (const city of cities) {
      expect(city.industries.length, city.slug).toBeGreaterThanOrEqual(3);
      expect(city.focus.length, city.slug).toBeGreaterThanOrEqual(2);
      expect(ownText(city).split(" ").length, city.slug).toBeGreaterThan(150);
    }
    expect(new Set(cities.map((c) => c.economy)).size).toBe(cities.length);
  });

  it("no two city pages are the same text with the name swapped", () => {
    const sets = cities.map((c) => ({ slug: c.slug, set: shingles(ownText(c)) }));
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++) {
        const similarity = jaccard(sets[i]!.set, sets[j]!.set);
        expect(similarity, `${sets[i]!.slug} vs ${sets[j]!.slug}`).toBeLessThan(0.1);
      }
  });
});
