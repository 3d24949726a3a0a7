import fs from "node:fs";
import { createRequire } from "node:module";
import { Ajv } from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { createFakeGitHub, type RecordedCall } from "../../../tests/fakes/github-contents";
import { readRemoteFile, writeRemoteFile, type RepoTarget } from "./github-contents";
import { fileText } from "./publish-to-site";
import { sampleFile } from "./test-data";

/*
 * The fake of GitHub's contents endpoint (tests/fakes/github-contents.ts) checked against GitHub's own OpenAPI
 * description (@octokit/openapi, a development dependency read only here): every request the admin's client sends
 * and every answer the fake gives must fit the operation's parameters, request body and response schemas, so the
 * fake the publish tests run against cannot drift from the real API.
 */

type Schema = Record<string, unknown>;
interface Operation {
  parameters: { name: string; in: string; required?: boolean; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    parameters: Record<string, { name: string; in: string; required?: boolean }>;
  };
}

const PATH = "/repos/{owner}/{repo}/contents/{path}";
const BLOB_PATH = "/repos/{owner}/{repo}/git/blobs/{file_sha}";
const SPEC_ID = "https://api.github.com/openapi";
let spec: Spec;
let ajv: Ajv;

beforeAll(() => {
  const file = createRequire(import.meta.url).resolve(
    "@octokit/openapi/generated/api.github.com.json",
  );
  spec = JSON.parse(fs.readFileSync(file, "utf8")) as Spec;
  // OpenAPI 3.0 schemas: `nullable` is Ajv's own keyword; the others (discriminator, example, x-*) describe only.
  ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: SPEC_ID, components: { schemas: spec.components.schemas } });
}, 60_000);

/** A schema of the operation whose local $refs point into the registered description. */
const rooted = (schema: Schema): Schema =>
  JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', `"${SPEC_ID}#/components/`),
  ) as Schema;

function responseSchema(op: Operation, status: number): Schema {
  const response = op.responses[String(status)];
  const resolved = response?.$ref
    ? spec.components.responses[response.$ref.split("/").at(-1)!]
    : response;
  // Statuses an operation does not list (401 for a bad token, 429 for the secondary limit) carry GitHub's basic error.
  return (
    resolved?.content?.["application/json"]?.schema ?? { $ref: "#/components/schemas/basic-error" }
  );
}

function check(call: RecordedCall) {
  const url = new URL(call.url);
  const blob = /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/[0-9a-f]{40}$/.test(url.pathname);
  const match = /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/.exec(url.pathname);
  expect(blob || match, `${call.url} is the contents or the blobs endpoint`).toBeTruthy();
  const op = spec.paths[blob ? BLOB_PATH : PATH]![call.method.toLowerCase()]!;
  expect(op, `${call.method} ${PATH} is in GitHub's description`).toBeTruthy();
  // Query parameters: only those the operation declares.
  const declared = op.parameters.map((p) =>
    p.$ref ? spec.components.parameters[p.$ref.split("/").at(-1)!]! : p,
  );
  for (const name of url.searchParams.keys())
    expect(declared.filter((p) => p.in === "query").map((p) => p.name)).toContain(name);
  if (op.requestBody) {
    const validate = ajv.compile(rooted(op.requestBody.content["application/json"]!.schema));
    expect(validate(call.body), JSON.stringify(validate.errors)).toBe(true);
  }
  let schema = responseSchema(op, call.status);
  // The 409 answer is "oneOf" a basic error or a rule-violation error, whose fields are a superset: every real
  // basic error fits both, so the description means "either".
  if (call.status === 409 && schema.oneOf) schema = { anyOf: schema.oneOf };
  const validate = ajv.compile(rooted(schema));
  expect(
    validate(call.responseBody),
    `${call.method} ${call.status}: ${JSON.stringify(validate.errors)}`,
  ).toBe(true);
  if (call.status === 403 || call.status === 429)
    expect(call.responseHeaders["x-ratelimit-remaining"]).toBeDefined();
}

describe("the fake against GitHub's OpenAPI description", () => {
  it("lists the operations the admin uses", () => {
    expect(Object.keys(spec.paths[PATH]!)).toEqual(expect.arrayContaining(["get", "put"]));
    expect(Object.keys(spec.paths[PATH]!.put!.responses)).toEqual(
      expect.arrayContaining(["200", "409", "422"]),
    );
  });

  it("every request and answer of read, commit, stale commit, bad token, no access and rate limits fits it", async () => {
    const target: RepoTarget = {
      apiUrl: "https://api.github.com",
      repository: "niyama/site",
      branch: "main",
      path: "public/data/compliance-due-dates.json",
    };
    const gh = createFakeGitHub({
      repository: target.repository,
      branch: target.branch,
      path: target.path,
      text: fileText(sampleFile),
      tokens: ["writer"],
      readOnlyTokens: ["reader"],
      otherRepoTokens: ["elsewhere"],
    });
    const author = { name: "Asha Rao", email: "asha@niyama.example" };
    const read = await readRemoteFile(target, "writer", gh.fetch);
    if (!read.ok) throw new Error("read failed");
    const change = { text: read.file.text + "\n", sha: read.file.sha, message: "A change", author };
    expect((await writeRemoteFile(target, "writer", change, gh.fetch)).ok).toBe(true);
    // The same sha again is stale now: 409.
    expect(await writeRemoteFile(target, "writer", change, gh.fetch)).toEqual({
      ok: false,
      failure: { kind: "conflict" },
    });
    // No sha at all for an existing file: 422.
    await gh.fetch(`${target.apiUrl}/repos/niyama/site/contents/${target.path}`, {
      method: "PUT",
      headers: { Authorization: "Bearer writer", "Content-Type": "application/json" },
      body: JSON.stringify({ message: "no sha", content: "e30=" }),
    });
    await readRemoteFile(target, "expired", gh.fetch);
    await readRemoteFile(target, "elsewhere", gh.fetch);
    await writeRemoteFile(target, "reader", { ...change, sha: gh.head().sha }, gh.fetch);
    await readRemoteFile({ ...target, branch: "nope" }, "writer", gh.fetch);
    gh.limit({ resetAt: 1_800_000_000 });
    await readRemoteFile(target, "writer", gh.fetch);
    gh.unlimit();
    gh.limit({ retryAfter: 30 });
    await readRemoteFile(target, "writer", gh.fetch);
    expect(gh.calls.map((c) => `${c.method} ${c.status}`)).toEqual([
      "GET 200",
      "PUT 200",
      "PUT 409",
      "PUT 422",
      "GET 401",
      "GET 404",
      "PUT 403",
      "GET 404",
      "GET 403",
      "GET 429",
    ]);
    for (const call of gh.calls) check(call);
    // A file over 1 MB: the contents endpoint leaves its text out; the blobs endpoint gives it.
    const big = createFakeGitHub({
      repository: target.repository,
      branch: target.branch,
      path: target.path,
      text: fileText({ ...sampleFile, financialYear: "2026-27" }) + " ".repeat(1024 * 1024),
      tokens: ["writer"],
    });
    const bigRead = await readRemoteFile(target, "writer", big.fetch);
    expect(bigRead.ok).toBe(true);
    expect(
      big.calls.map(
        (c) =>
          `${c.method} ${new URL(c.url).pathname.split("/").at(-2) === "blobs" ? "blobs" : "contents"} ${c.status}`,
      ),
    ).toEqual(["GET contents 200", "GET blobs 200"]);
    expect((big.calls[0]!.responseBody as { encoding: string }).encoding).toBe("none");
    for (const call of big.calls) check(call);
    // The check has teeth: an answer without the file's sha, or a commit without its message, fails it.
    const [got, put] = gh.calls as [RecordedCall, RecordedCall];
    const withoutSha = { ...(got.responseBody as Record<string, unknown>) };
    delete withoutSha.sha;
    expect(() => check({ ...got, responseBody: withoutSha })).toThrow();
    const withoutMessage = { ...(put.body as Record<string, unknown>) };
    delete withoutMessage.message;
    expect(() => check({ ...put, body: withoutMessage })).toThrow();
  }, 60_000);
});
