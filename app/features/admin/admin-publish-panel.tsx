import { ExternalLink, RefreshCw, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { publishConfig } from "~/config/publish";
import { publishPanelText as say } from "~/content/publish-text";
import { dueDatesDataUrl } from "~/lib/compliance-constants";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { todayInIndia } from "~/lib/today";
import { stateFromFile, toSiteDataFile } from "./admin-publish";
import { localIsoDate } from "./admin-download";
import { failureWords, Lines, PreparedView, SettingField } from "./admin-publish-parts";
import type { CommitDone, RepoTarget } from "./github-contents";
import type { Choice } from "./publish-merge";
import {
  checkSettings,
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
  watchLive,
  type PrepareFailure,
  type Prepared,
} from "./publish-to-site";
import type { useAdminData } from "./use-admin-data";

type AdminData = ReturnType<typeof useAdminData>;

/**
 * The file this tab's edits started from: the published file at login, then each publish this tab made. A merge
 * measures what changed on either side against it (publish-merge.ts).
 */
let editsBase: DueDatesFile | null = null;

const browserFetch = (input: string, init?: RequestInit) => fetch(input, init);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Stage =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "ready"; prepared: Prepared; movedOn: boolean }
  | { kind: "committing"; prepared: Prepared }
  | { kind: "failed"; failure: PrepareFailure; prepared?: Prepared }
  | { kind: "done"; commit: CommitDone; live: "watching" | "live" | "slow" };

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
    saveSettings(next);
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

  async function prepare(nextChoices = choices, movedOn = false) {
    const found = checkSettings(settings, token, say.settingsProblems);
    setProblems(found);
    if (Object.keys(found).length) return;
    const base = (editsBase ??= data.published.file);
    const mine = toSiteDataFile(data.state, localIsoDate(), base);
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
      now: new Date().toISOString(),
      today: todayInIndia(),
    });
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
      if (result.failure.kind === "conflict") return prepare(choices, true);
      setStage({ kind: "failed", failure: result.failure, prepared });
      return;
    }
    editsBase = prepared.next;
    // This browser now holds what was published (the other publish's changes included).
    data.run(() => ({ ok: true, state: stateFromFile(prepared.next) }), { toast: false });
    setChoices({});
    setStage({ kind: "done", commit: result.commit, live: "watching" });
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
    if (outcome !== "stopped") setStage({ kind: "done", commit: result.commit, live: outcome });
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
