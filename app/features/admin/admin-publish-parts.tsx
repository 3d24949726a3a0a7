import { useId, type ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { publishPanelText as say } from "~/content/publish-text";
import type { Choice } from "./publish-merge";
import type { CommitFailure, PrepareFailure, Prepared } from "./publish-to-site";

/* The pieces of the "Publish to the site" dialog (admin-publish-panel.tsx): its fields, lists and failures. */

/** A failure in plain words: what happened and what to do, with the problems of an invalid file. */
export function failureWords(failure: PrepareFailure | CommitFailure): {
  text: string;
  problems: string[];
} {
  const f = say.failures;
  switch (failure.kind) {
    case "unauthorized":
      return { text: f.unauthorized, problems: [] };
    case "forbidden":
      return { text: f.forbidden, problems: [] };
    case "notFound":
      return { text: f.notFound, problems: [] };
    case "rateLimited":
      return {
        text: f.rateLimited(
          failure.resetAt
            ? new Date(failure.resetAt).toLocaleTimeString("en-IN", {
                hour: "2-digit",
                minute: "2-digit",
              })
            : undefined,
        ),
        problems: [],
      };
    case "network":
      return { text: f.network, problems: [] };
    case "server":
      return { text: f.server(failure.status), problems: [] };
    case "unreadable":
      return { text: f.unreadable, problems: [] };
    case "conflict":
      return { text: say.movedOn, problems: [] };
    case "invalidFile":
      return { text: f.invalidFile, problems: failure.problems };
    case "invalidResult":
      return { text: f.invalidResult, problems: failure.problems };
    case "timeout":
      return { text: f.timeout, problems: [] };
    case "rejected":
      return { text: f.rejected(failure.detail), problems: [] };
    case "noClock":
      return { text: f.noClock, problems: [] };
    case "uncertain":
      return { text: f.uncertain, problems: [] };
    case "stuck":
      return { text: f.stuck, problems: [] };
  }
}

export function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="mt-1 list-disc pl-5 text-sm [overflow-wrap:anywhere]">
      {lines.slice(0, 50).map((line, i) => (
        <li key={i}>{line}</li>
      ))}
      {lines.length > 50 ? <li className="list-none">… {lines.length - 50} more</li> : null}
    </ul>
  );
}

/** A labelled field of the connection settings, with its hint and its problem next to it. */
export function SettingField({
  label,
  value,
  onChange,
  problem,
  type = "text",
  hint,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  type?: string;
  hint?: ReactNode;
  autoComplete?: string;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const described = [problem ? problemId : "", hint ? hintId : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="text-sm font-medium text-high">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** What a publish would do: the other publish kept, conflicts to settle, the change list, removals, the message. */
export function PreparedView({
  prepared,
  choices,
  onChoose,
  removalsOk,
  setRemovalsOk,
}: {
  prepared: Prepared;
  choices: Record<string, Choice>;
  onChoose: (key: string, choice: Choice) => void;
  removalsOk: boolean;
  setRemovalsOk: (value: boolean) => void;
}) {
  return (
    <div className="space-y-4">
      {prepared.othersChanged.length ? (
        <section className="rounded-control border border-line bg-surface p-3">
          <h3 className="text-sm font-semibold">{say.othersTitle}</h3>
          <Lines lines={prepared.othersChanged} />
          {prepared.reapplied.length ? (
            <p className="mt-2 text-sm">{say.reapplied(prepared.reapplied.length)}</p>
          ) : null}
        </section>
      ) : null}
      {prepared.conflicts.length ? (
        <section className="space-y-3">
          <h3 className="text-sm font-semibold">{say.conflictsTitle}</h3>
          {prepared.conflicts.map((c) => (
            <fieldset key={c.key} className="space-y-1 rounded-control border border-medium p-3">
              <legend className="px-1 text-sm font-semibold">{c.label}</legend>
              {(["mine", "theirs"] as const).map((side) => (
                <label
                  key={side}
                  className="flex items-start gap-2 text-sm [overflow-wrap:anywhere]"
                >
                  <input
                    type="radio"
                    className="mt-0.5 size-5 shrink-0"
                    name={c.key}
                    checked={choices[c.key] === side}
                    onChange={() => onChoose(c.key, side)}
                  />
                  {side === "mine"
                    ? say.keepMine(c.mine ?? say.removedHere)
                    : say.keepTheirs(c.theirs ?? say.removedThere)}
                </label>
              ))}
            </fieldset>
          ))}
        </section>
      ) : null}
      <section>
        <h3 className="text-sm font-semibold">{say.changesTitle}</h3>
        {prepared.nothingToPublish ? (
          <p className="text-sm">{say.nothing}</p>
        ) : (
          <Lines lines={prepared.changes} />
        )}
      </section>
      {prepared.removals ? (
        <div className="space-y-2 rounded-control border border-high bg-red-50 p-3">
          <p className="text-sm font-medium text-high">{say.removalsWarning}</p>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-5"
              checked={removalsOk}
              onChange={(e) => setRemovalsOk(e.target.checked)}
            />
            {say.confirmRemovals}
          </label>
        </div>
      ) : null}
      {!prepared.nothingToPublish ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">{say.messageTitle}</summary>
          <pre className="mt-1 max-h-48 overflow-auto rounded-control bg-surface p-2 text-xs whitespace-pre-wrap">
            {prepared.message}
          </pre>
        </details>
      ) : null}
    </div>
  );
}
