import { describe, expect, it } from "vitest";
import type { LateCost, LateCostComponent } from "~/lib/compliance-schema";
import { textFingerprint } from "~/lib/text-fingerprint";
import { lateCostFingerprint, withLateCostWords } from "./translated-words";

const cost: LateCost = {
  components: [
    {
      kind: "perDay",
      amount: 50,
      cap: 2000,
      condition: "turnover up to ₹1.5 crore",
      note: "Counted for every day.",
      basis: "s.47 CGST Act",
    },
    {
      kind: "interest",
      ratePercent: 18,
      per: "year",
      runsOn: "tax paid late",
      basis: "s.50 CGST Act",
    },
  ],
  sourceUrl: "https://www.gst.gov.in/",
  verifiedOn: "2026-11-24",
};

// A cost whose words include a cap in words, a textOnly component's text and who pays its smaller multiple.
const worded: LateCost = {
  components: [
    { kind: "perDay", amount: 200, capText: "the tax deductible", basis: "s.427" },
    {
      kind: "textOnly",
      text: "Additional fee, a multiple of the normal fee.",
      smallMeans: "small LLP",
      basis: "s.69 LLP Act 2008",
    },
  ],
  sourceUrl: "https://www.mca.gov.in/",
  verifiedOn: "2026-11-24",
};
const wordedTe = {
  of: lateCostFingerprint(worded.components),
  components: [
    { capText: "మినహాయించాల్సిన పన్ను" },
    { text: "అదనపు ఫీజు, సాధారణ ఫీజుకు రెట్లలో.", smallMeans: "చిన్న LLP" },
  ],
};

const telugu = {
  of: lateCostFingerprint(cost.components),
  components: [
    { condition: "టర్నోవర్ ₹1.5 కోట్ల వరకు", note: "ప్రతి రోజుకూ లెక్కిస్తారు." },
    { runsOn: "ఆలస్యంగా చెల్లించిన పన్ను" },
  ],
};

describe("lateCostFingerprint", () => {
  it("is the fingerprint of every component's condition, note, runsOn, text, capText and smallMeans in order, empty where absent", () => {
    expect(lateCostFingerprint(cost.components)).toBe(
      textFingerprint(
        "turnover up to ₹1.5 crore",
        "Counted for every day.",
        "",
        "",
        "",
        "",
        "",
        "",
        "tax paid late",
        "",
        "",
        "",
      ),
    );
    expect(lateCostFingerprint(worded.components)).toBe(
      textFingerprint(
        ...["", "", "", "", "the tax deductible", ""],
        ...["", "", "", "Additional fee, a multiple of the normal fee.", "", "small LLP"],
      ),
    );
  });

  it("changes with a cost's own text, its cap's words and who pays the smaller multiple", () => {
    const base = lateCostFingerprint(worded.components);
    const [perDay, textOnly] = worded.components as [
      Extract<LateCostComponent, { kind: "perDay" }>,
      Extract<LateCostComponent, { kind: "textOnly" }>,
    ];
    for (const changed of [
      [{ ...perDay, capText: "the tax collectible" }, textOnly],
      [perDay, { ...textOnly, text: "Additional fee, twice the normal fee." }],
      [perDay, { ...textOnly, smallMeans: "small company or OPC" }],
    ])
      expect(lateCostFingerprint(changed)).not.toBe(base);
  });

  it("changes with a word, and with the place a word stands in", () => {
    const base = lateCostFingerprint(cost.components);
    expect(lateCostFingerprint([{ condition: "turnover up to ₹5 crore" }, {}])).not.toBe(
      lateCostFingerprint([{ condition: "turnover up to ₹1.5 crore" }, {}]),
    );
    expect(lateCostFingerprint([{ note: "a" }])).not.toBe(lateCostFingerprint([{ runsOn: "a" }]));
    expect(lateCostFingerprint([{ note: "a" }, {}])).not.toBe(
      lateCostFingerprint([{}, { note: "a" }]),
    );
    expect(base).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("withLateCostWords", () => {
  it("gives the translated words, keeping every figure, kind and basis", () => {
    const out = withLateCostWords({ lateCost: cost }, telugu)!;
    expect(out.components[0]).toEqual({
      ...cost.components[0],
      condition: "టర్నోవర్ ₹1.5 కోట్ల వరకు",
      note: "ప్రతి రోజుకూ లెక్కిస్తారు.",
    });
    expect(out.components[1]).toEqual({ ...cost.components[1], runsOn: "ఆలస్యంగా చెల్లించిన పన్ను" });
    expect(out.sourceUrl).toBe(cost.sourceUrl);
    expect(out.verifiedOn).toBe(cost.verifiedOn);
    // The entry's own cost is not changed.
    expect(cost.components[0]!.condition).toBe("turnover up to ₹1.5 crore");
  });

  it("gives a cost's own text, its cap's words and who pays the smaller multiple, keeping every figure and basis", () => {
    const out = withLateCostWords({ lateCost: worded }, wordedTe)!;
    expect(out.components).toEqual([
      { ...worded.components[0], capText: "మినహాయించాల్సిన పన్ను" },
      { ...worded.components[1], text: "అదనపు ఫీజు, సాధారణ ఫీజుకు రెట్లలో.", smallMeans: "చిన్న LLP" },
    ]);
  });

  it("gives the English text, cap and smallMeans once any of them changed since the translation", () => {
    const [perDay, textOnly] = worded.components as [
      Extract<LateCostComponent, { kind: "perDay" }>,
      Extract<LateCostComponent, { kind: "textOnly" }>,
    ];
    for (const components of [
      [{ ...perDay, capText: "the tax collectible" }, textOnly],
      [perDay, { ...textOnly, text: "Additional fee, twice the normal fee." }],
      [perDay, { ...textOnly, smallMeans: "small company or OPC" }],
    ]) {
      const changed = { ...worded, components };
      expect(withLateCostWords({ lateCost: changed }, wordedTe)).toBe(changed);
    }
  });

  it("gives the English when the English changed since the translation (never a stale fact)", () => {
    const changed: LateCost = {
      ...cost,
      components: [
        { ...cost.components[0]!, condition: "turnover up to ₹2 crore" },
        cost.components[1]!,
      ],
    };
    expect(withLateCostWords({ lateCost: changed }, telugu)).toBe(changed);
  });

  it("gives the English when the components do not line up, or there is no translation", () => {
    expect(
      withLateCostWords(
        { lateCost: cost },
        { ...telugu, components: telugu.components.slice(0, 1) },
      ),
    ).toBe(cost);
    expect(withLateCostWords({ lateCost: cost }, undefined)).toBe(cost);
  });

  it("keeps the English of a word the translation lacks, and adds none the English lacks", () => {
    const out = withLateCostWords(
      { lateCost: cost },
      { of: telugu.of, components: [{ condition: "టర్నోవర్ ₹1.5 కోట్ల వరకు" }, { note: "అదనపు" }] },
    )!;
    expect(out.components[0]!.note).toBe("Counted for every day.");
    expect(out.components[1]!.note).toBeUndefined();
    expect(out.components[1]).toEqual(cost.components[1]);
  });

  it("has nothing to give for an entry without a cost", () => {
    expect(withLateCostWords({}, telugu)).toBeUndefined();
  });
});
