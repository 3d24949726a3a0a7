/** The cities the firm serves in person, each with a local page at /<slug> (its words: cities.ts). Plain data. */
export interface Area {
  slug: string;
  name: string;
  state: "Andhra Pradesh" | "Telangana";
}

export const areas: Area[] = [
  { slug: "guntur", name: "Guntur", state: "Andhra Pradesh" },
  { slug: "vijayawada", name: "Vijayawada", state: "Andhra Pradesh" },
  { slug: "nellore", name: "Nellore", state: "Andhra Pradesh" },
  { slug: "tirupati", name: "Tirupati", state: "Andhra Pradesh" },
  { slug: "kurnool", name: "Kurnool", state: "Andhra Pradesh" },
  { slug: "visakhapatnam", name: "Visakhapatnam", state: "Andhra Pradesh" },
  { slug: "hyderabad", name: "Hyderabad", state: "Telangana" },
  { slug: "warangal", name: "Warangal", state: "Telangana" },
  { slug: "karimnagar", name: "Karimnagar", state: "Telangana" },
  { slug: "nizamabad", name: "Nizamabad", state: "Telangana" },
  { slug: "khammam", name: "Khammam", state: "Telangana" },
  { slug: "nalgonda", name: "Nalgonda", state: "Telangana" },
];
