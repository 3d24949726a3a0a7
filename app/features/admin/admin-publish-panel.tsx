import { ExternalLink, RefreshCw, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { publishConfig } from "~/config/publish";
import { publishPanelText as say } from "~/content/publish-text";
import { dueDatesDataUrl } from "~/lib/compliance-constants";
import { toSiteDataFile } from "./admin-publish";
import { localIsoDate } from "./admin-download";
import { failureWords, Lines, PreparedView, SettingField } from "./admin-publish-parts";
import type { CommitDone, RepoTarget } from "./github-contents";
import { afterPublish } from "./publish-after";
import { announcePublish, readBase, saveBase } from "./publish-base";
import type { Choice } from "./publish-merge";
import {
  checkSettings,
  looksLikeToken,
  readSettings,
  readToken,
  saveSettings,
  saveToken,
  type PublishSettings,
  type SettingsProblems,
} from "./publish-settings";
import {
  commitPrepared,
  preparePublishToSite,
  publishMark,
  siteClock,
  watchLive,
  type CommitFailure,
  type PrepareFailure,
  type Prepared,
} from "./publish-to-site";
import type { useAdminData } from "./use-admin-data";

type AdminData = ReturnType<typeof useAdminData>;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const browserFetch = (input: string, init?: RequestInit) => fetch(input, init);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Stage =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "ready"; prepared: Prepared; movedOn: boolean }
  | { kind: "committing"; prepared: Prepared }
  | { kind: "failed"; failure: PrepareFailure | CommitFailure; prepared?: Prepared }
  | {
      kind: "done";
      commit: CommitDone;
      live: "watching" | "live" | "slow";
      /** Edits made since the check (in another tab), kept in this browser and not yet published. */
      keptUnpublished: string[];
    };

/** The "Publish to the site" dialog's content: connection settings, the change list, the commit and the live check. */
export function PublishPanel({ data }: { data: AdminData }) {
  const [settings, setSettings] = useState<PublishSettings>(readSettings);
  const [token, setToken] = useState(readToken);
  const [problems, setProblems] = useState<SettingsProblems>({});
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [removalsOk, setRemovalsOk] = useState(false);
  const watching = useRef<AbortController | null>(null);
  useEffect(() => () => watching.current?.abort(), []);
  // Each outcome (the change list, a failure, the commit) is brought into view below the settings.
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stage.kind !== "idle" && stage.kind !== "committing")
      results.current?.scrollIntoView?.({ block: "nearest" });
  }, [stage.kind]);

  const update = (key: keyof PublishSettings) => (value: string) => {
    const next = { ...settings, [key]: value };
    setSettings(next);
    // A token pasted into a settings field is never stored (it would sign a public commit): it is pointed out.
    const leaked = (Object.keys(next) as (keyof PublishSettings)[]).filter((k) =>
      looksLikeToken(next[k]),
    );
    saveSettings(
      Object.fromEntries(
        Object.entries(next).map(([k, v]) => [
          k,
          leaked.includes(k as keyof PublishSettings) ? "" : v,
        ]),
      ) as unknown as PublishSettings,
    );
    setProblems((found) => {
      const rest = { ...found };
      delete rest[key];
      return looksLikeToken(value) ? { ...rest, [key]: say.settingsProblems.tokenHere } : rest;
    });
  };
  const updateToken = (value: string) => {
    setToken(value);
    saveToken(value.trim());
  };

  const target = (): RepoTarget => ({
    apiUrl: publishConfig.apiUrl,
    repository: settings.repository.trim(),
    branch: settings.branch.trim(),
    path: settings.path.trim().replace(/^\/+/, ""),
  });

  async function prepare(nextChoices = choices, movedOn = false, staleSha?: string) {
    const found = checkSettings(settings, token, say.settingsProblems);
    setProblems(found);
    if (Object.keys(found).length) return;
    // The file these edits started from, kept with them: a colleague's publish since is theirs, not a change here.
    const base = readBase(localStore());
    // Dates are checked against a trusted clock once the repository's file is read, not against this device's.
    const mine = toSiteDataFile(data.state, localIsoDate(), base ?? data.published.file, false);
    if (!mine.ok) {
      setStage({ kind: "failed", failure: { kind: "invalidResult", problems: mine.problems } });
      return;
    }
    setStage({ kind: "reading" });
    setRemovalsOk(false);
    const result = await preparePublishToSite({
      target: target(),
      token: token.trim(),
      fetcher: browserFetch,
      base,
      mine: mine.file,
      choices: nextChoices,
      // The site's own host answers from its clock: its smallest file, from the network (never a saved copy).
      clock: () => siteClock("/robots.txt", browserFetch),
    });
    if (result.ok && staleSha && result.prepared.sha === staleSha) {
      // GitHub called the version stale, yet it is still the one there: say so rather than ask again and again.
      setStage({ kind: "failed", failure: { kind: "stuck" }, prepared: result.prepared });
      return;
    }
    setStage(
      result.ok
        ? { kind: "ready", prepared: result.prepared, movedOn }
        : { kind: "failed", failure: result.failure },
    );
  }

  async function publish(prepared: Prepared) {
    setStage({ kind: "committing", prepared });
    const result = await commitPrepared(
      {
        target: target(),
        token: token.trim(),
        fetcher: browserFetch,
        author: { name: settings.name, email: settings.email },
      },
      prepared,
    );
    if (!result.ok) {
      // Someone published in between: read again and merge onto theirs; nothing is overwritten.
      if (result.failure.kind === "conflict") return prepare(choices, true, prepared.sha);
      setStage({ kind: "failed", failure: result.failure, prepared });
      return;
    }
    // This browser now holds what was published (the other publish's changes included), and the edits made since
    // the check in another tab, unpublished; the published file is the base of the next publish.
    saveBase(localStore(), prepared.next);
    let keptUnpublished: string[] = [];
    data.run(
      (state) => {
        const after = afterPublish(state, prepared.mine, prepared.next);
        keptUnpublished = after.keptUnpublished;
        return { ok: true, state: after.state };
      },
      { toast: false },
    );
    announcePublish(localStore(), prepared.publishedAt, keptUnpublished);
    setChoices({});
    setStage({ kind: "done", commit: result.commit, live: "watching", keptUnpublished });
    watching.current?.abort();
    const controller = new AbortController();
    watching.current = controller;
    const outcome = await watchLive({
      url: publishConfig.liveDataUrl ?? dueDatesDataUrl,
      mark: publishMark(prepared.next) ?? "",
      fetcher: browserFetch,
      sleep,
      intervalMs: publishConfig.liveDataUrl ? 1000 : 5000,
      signal: controller.signal,
    });
    if (outcome !== "stopped")
      setStage({ kind: "done", commit: result.commit, live: outcome, keptUnpublished });
  }

  const busy = stage.kind === "reading" || stage.kind === "committing";
  const prepared =
    stage.kind === "ready" || stage.kind === "committing"
      ? stage.prepared
      : stage.kind === "failed"
        ? stage.prepared
        : undefined;
  const unsettled = prepared ? prepared.conflicts.filter((c) => !choices[c.key]).length : 0;

  return (
    <div className="space-y-5">
      <p>{say.intro}</p>
      <fieldset className="space-y-3 rounded-control border border-line p-4">
        <legend className="px-1 font-semibold">{say.settingsTitle}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <SettingField
            label={say.repository}
            value={settings.repository}
            onChange={update("repository")}
            problem={problems.repository}
          />
          <SettingField
            label={say.branch}
            value={settings.branch}
            onChange={update("branch")}
            problem={problems.branch}
          />
        </div>
        <SettingField
          label={say.path}
          value={settings.path}
          onChange={update("path")}
          problem={problems.path}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SettingField
            label={say.name}
            value={settings.name}
            onChange={update("name")}
            problem={problems.name}
            autoComplete="name"
          />
          <SettingField
            label={say.email}
            type="email"
            value={settings.email}
            onChange={update("email")}
            problem={problems.email}
            autoComplete="email"
          />
        </div>
        <SettingField
          label={say.token}
          type="password"
          value={token}
          onChange={updateToken}
          problem={problems.token}
          autoComplete="off"
          hint={say.tokenHelp}
        />
        {token ? (
          <Button variant="outline" onClick={() => updateToken("")}>
            {say.forgetToken}
          </Button>
        ) : null}
      </fieldset>

      <Button data-autofocus disabled={busy} onClick={() => prepare()}>
        <RefreshCw aria-hidden="true" strokeWidth={1.5} />
        {prepared ? say.recheck : say.check}
      </Button>

      <div ref={results} aria-live="polite" className="space-y-4">
        {stage.kind === "reading" ? <p>{say.checking}</p> : null}
        {stage.kind === "failed" ? (
          <div role="alert" className="rounded-control border border-high bg-red-50 p-3 text-high">
            <p className="font-semibold">{failureWords(stage.failure).text}</p>
            <Lines lines={failureWords(stage.failure).problems} />
            <p className="mt-1 text-sm">{say.kept}</p>
          </div>
        ) : null}
        {stage.kind === "ready" && stage.movedOn ? (
          <p
            role="alert"
            className="rounded-control border border-medium bg-amber-50 p-3 font-medium"
          >
            {say.movedOn}
          </p>
        ) : null}
        {prepared && stage.kind !== "failed" ? (
          <PreparedView
            prepared={prepared}
            choices={choices}
            onChoose={(key, choice) => {
              const next = { ...choices, [key]: choice };
              setChoices(next);
              void prepare(next);
            }}
            removalsOk={removalsOk}
            setRemovalsOk={setRemovalsOk}
          />
        ) : null}
        {prepared && stage.kind !== "failed" && !prepared.nothingToPublish ? (
          <div className="space-y-2">
            {unsettled ? (
              <p className="text-sm font-medium text-high">{say.conflictsLeft(unsettled)}</p>
            ) : null}
            <Button
              disabled={busy || unsettled > 0 || (prepared.removals && !removalsOk)}
              onClick={() => publish(prepared)}
            >
              <Send aria-hidden="true" strokeWidth={1.5} />
              {stage.kind === "committing" ? say.publishing : say.publish}
            </Button>
          </div>
        ) : null}
        {stage.kind === "done" ? (
          <div className="space-y-2 rounded-control border border-low bg-green-50 p-3">
            <p className="font-semibold">{say.published}</p>
            {stage.commit.commitUrl ? null : <p>{say.answerLost}</p>}
            {stage.keptUnpublished.length ? (
              <div>
                <p className="font-medium">{say.keptUnpublished(stage.keptUnpublished.length)}</p>
                <Lines lines={stage.keptUnpublished} />
              </div>
            ) : null}
            {stage.commit.commitUrl ? (
              <a
                href={stage.commit.commitUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand underline"
              >
                {say.viewCommit}
                <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
              </a>
            ) : null}
            <p role="status">
              {stage.live === "watching"
                ? say.watching
                : stage.live === "live"
                  ? say.live
                  : say.slow}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
