import { describe, expect, it } from "vitest";
import { applyPreview } from "~/features/due-dates/admin-preview";
import { parseStoredComplianceData } from "~/features/due-dates/due-dates-file";
import { DEFAULT_VIEW, filterRows, toRows } from "~/features/due-dates/filter-due-dates";
import { createAdminDataStore } from "./admin-storage";
import {
  addEntity,
  addItem,
  addLaw,
  assignLaw,
  type AdminState,
  type Outcome,
} from "./admin-store";
import { MemoryStorage, sampleFile, sampleState } from "./test-data";

/*
 * Names that staff type become object keys (laws, entity types), and names in an address reach the public page.
 * Whatever the name, nothing throws, nothing accepted becomes unreadable, and nothing stored is lost.
 */

/** A small seeded generator, so a failure can be replayed. */
function randomNames(count: number, seed = 20261124): string[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = [
    ..."abcXYZ019 _-.&'\"/\\<>{}()[]#%?:;,@!~`^|=+*$",
    "₹",
    "é",
    "తె",
    "లు",
    "🙂",
    "\u0000",
    "\n",
    "\t",
  ];
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 12) * (next() < 0.1 ? 20 : 1);
    return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
  });
}

const objectMembers = [
  ...Object.getOwnPropertyNames(Object.prototype),
  "__proto__",
  "prototype",
  "constructor",
];
const names = [...objectMembers, ...randomNames(300)];

const rules: [string, (s: AdminState, name: string) => Outcome][] = [
  ["add entity", addEntity],
  ["add law", addLaw],
  ["assign a typed law", (s, name) => assignLaw(s, "Private Limited Company", name)],
  [
    "add an item under a new law",
    (s, name) => {
      const withLaw = addLaw(s, name);
      return withLaw.ok
        ? addItem(withLaw.state, name.trim(), {
            form: "Form X",
            description: "x",
            due: "30 June",
            month: "June",
          })
        : withLaw;
    },
  ],
];

describe("any name, through add, store, reload and the public page", () => {
  it.each(rules)(
    "%s: accepts or refuses with a message, and stores only what reads back",
    (_, rule) => {
      for (const name of names) {
        const storage = new MemoryStorage();
        const store = createAdminDataStore({ storage, published: sampleState() });
        const before = new Map(storage.map);
        const outcome = store.apply((s) => rule(s, name));
        if (!outcome.ok) {
          expect(outcome.message, JSON.stringify(name)).toBeTruthy();
          expect(storage.map, JSON.stringify(name)).toEqual(before);
          continue;
        }
        // Read back as the next login would: nothing set aside, the name still there.
        const again = createAdminDataStore({ storage, published: sampleState() });
        expect(again.getSnapshot().unreadable, JSON.stringify(name)).toEqual([]);
        expect(again.getSnapshot().state, JSON.stringify(name)).toEqual(store.getSnapshot().state);
        // The public page previews what is stored without throwing.
        const stored = parseStoredComplianceData(storage.getItem("complianceData"));
        expect(stored, JSON.stringify(name)).toBeDefined();
        const rows = toRows(applyPreview(sampleFile.dueDates, stored).data);
        expect(() =>
          filterRows(
            rows,
            { ...DEFAULT_VIEW, law: name, entity: name },
            again.getSnapshot().state.entityLawMap,
          ),
        ).not.toThrow();
      }
    },
  );

  it("every object member is refused as a name, with a message", () => {
    for (const name of objectMembers)
      for (const [, rule] of rules) {
        const outcome = rule(sampleState(), name);
        expect(outcome.ok, name).toBe(false);
        expect(outcome.message, name).toMatch(/reserved word/);
      }
  });

  it("the public page filters by any name from an address without throwing", () => {
    const rows = toRows(sampleFile.dueDates);
    for (const name of names)
      expect(
        filterRows(
          rows,
          { ...DEFAULT_VIEW, entity: name, law: name, month: name, priority: name, q: name },
          sampleFile.entityLawMap!,
        ),
      ).toEqual([]);
  });
});
