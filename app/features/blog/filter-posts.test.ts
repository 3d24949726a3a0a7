import { describe, expect, it } from "vitest";
import {
  filterPosts,
  parseBlogQuery,
  serializeBlogQuery,
  type SearchablePost,
} from "./filter-posts";
import { compactSearchText } from "./search-text";

const post = (
  title: string,
  category: SearchablePost["category"],
  text: string,
  description = "",
) => ({
  title,
  description,
  category,
  searchText: compactSearchText(text),
});

const posts = [
  post(
    "DIR-3 KYC and DIN surrender",
    "Legal Updates",
    "Every director files KYC by 30 June.",
    "Director KYC.",
  ),
  post(
    "Demat of shares",
    "Corporate Law",
    "Apply for an ISIN with NSDL and CDSL.",
    "Private companies.",
  ),
  post(
    "LLP calendar",
    "Taxation",
    "Form 11 and Form 8, ITR-5 and the tax audit.",
    "Dates for LLPs.",
  ),
];
const titles = (list: typeof posts) => list.map((p) => p.title);

describe("filterPosts", () => {
  it("returns everything for an empty query", () => {
    expect(filterPosts(posts, { q: "", category: null })).toHaveLength(3);
    expect(filterPosts(posts, { q: "   ", category: null })).toHaveLength(3);
  });

  it("matches the title, the description and the article text, ignoring case and punctuation", () => {
    expect(titles(filterPosts(posts, { q: "demat", category: null }))).toEqual(["Demat of shares"]);
    expect(titles(filterPosts(posts, { q: "PRIVATE compan", category: null }))).toEqual([
      "Demat of shares",
    ]);
    expect(titles(filterPosts(posts, { q: "isin", category: null }))).toEqual(["Demat of shares"]);
    expect(titles(filterPosts(posts, { q: "itr-5", category: null }))).toEqual(["LLP calendar"]);
    expect(titles(filterPosts(posts, { q: "dir3", category: null }))).toEqual([]);
    // Words match from their start, not in the middle of another word.
    expect(titles(filterPosts(posts, { q: "sin", category: null }))).toEqual([]);
    expect(titles(filterPosts(posts, { q: "DIR-3", category: null }))).toEqual([
      "DIR-3 KYC and DIN surrender",
    ]);
  });

  it("requires every word of the query", () => {
    expect(titles(filterPosts(posts, { q: "form audit", category: null }))).toEqual([
      "LLP calendar",
    ]);
    expect(filterPosts(posts, { q: "form isin", category: null })).toEqual([]);
  });

  it("filters by category and combines it with the search", () => {
    expect(titles(filterPosts(posts, { q: "", category: "Taxation" }))).toEqual(["LLP calendar"]);
    expect(filterPosts(posts, { q: "isin", category: "Taxation" })).toEqual([]);
    expect(filterPosts(posts, { q: "", category: "Startups" })).toEqual([]);
  });
});

describe("the query in the URL", () => {
  it("reads q and a category's URL form, ignoring unknown categories", () => {
    expect(parseBlogQuery("?q=kyc&category=legal-updates")).toEqual({
      q: "kyc",
      category: "Legal Updates",
    });
    expect(parseBlogQuery("?category=gossip")).toEqual({
      q: "",
      category: null,
    });
  });

  it("writes only the parts that are set", () => {
    expect(serializeBlogQuery({ q: "", category: null })).toBe("");
    expect(serializeBlogQuery({ q: "  ", category: null })).toBe("");
    expect(serializeBlogQuery({ q: "form 8", category: "Corporate Law" })).toBe(
      "?q=form+8&category=corporate-law",
    );
  });
});
