import { useState } from "react";
import type { CostEstimate } from "~/lib/late-cost/estimate";
import type { PlanRow } from "../plan";
import { usePlannerWords } from "../planner-words";
import { DelayCosts } from "./row-cost";

export interface Delay {
  label: string;
  estimate: CostEstimate;
}

interface Props {
  row: PlanRow;
  /** The visitor's own delay, when they gave one (it adds a figure to the body). */
  custom: CostEstimate | undefined;
  /** The amount of tax or contribution the visitor gave, if any. */
  amount?: number | undefined;
  delays: readonly Delay[];
  /**
   * Whether the prerendered page carries the body. Without it, the disclosure is for readers with scripts only
   * (hidden without them: an empty disclosure would be a control that does nothing).
   */
  prerenderBody: boolean;
}

/*
 * A deadline's disclosure: the law, its basis, its source and how each figure is worked out. The prerendered page
 * holds the bodies of the example's first deadlines (prerenderedDetails), so that a reader without scripts sees how a
 * cost is worked out; the other rows' disclosures show only with scripts. In the browser React renders a body only
 * once its disclosure opens: while hydrating it keeps each prerendered body as it is (React neither compares nor
 * hydrates the markup under dangerouslySetInnerHTML, and leaves it alone while the same empty string is passed); a
 * plan made in the browser renders no body until one is opened. The prerendered body stays until the disclosure opens
 * or the row changes (another plan, a delay of the visitor's own), and React's own body replaces it.
 */
export function PlanRowDetails({ row, custom, amount, delays, prerenderBody }: Props) {
  const { plannerText } = usePlannerWords();
  const [mountedWith] = useState({ row, custom, amount });
  const [opened, setOpened] = useState(false);
  const keep =
    !import.meta.env.SSR &&
    !opened &&
    mountedWith.row === row &&
    mountedWith.custom === custom &&
    mountedWith.amount === amount;
  return (
    <details
      {...(prerenderBody ? {} : { "data-requires-js": "" })}
      className="plan-details mt-2 text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand underline underline-offset-2">
        {plannerText.details}
      </summary>
      {keep ? (
        <div key="kept" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      ) : (
        <div key="rendered">
          {(import.meta.env.SSR && prerenderBody) || opened ? (
            <PlanRowBody row={row} delays={delays} amount={amount} />
          ) : null}
        </div>
      )}
    </details>
  );
}

function PlanRowBody({
  row,
  delays,
  amount,
}: {
  row: PlanRow;
  delays: readonly Delay[];
  amount: number | undefined;
}) {
  const { plannerText, lawName } = usePlannerWords();
  return (
    <>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-ink-muted sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{plannerText.law}</dt>
        <dd>{lawName(row.law)}</dd>
        <dt className="font-semibold text-ink">{plannerText.basis}</dt>
        <dd>
          <span data-citation>{row.basis}</span>{" "}
          <a
            href={row.sourceUrl}
            className="text-brand underline underline-offset-2"
            aria-label={plannerText.sourceLabel(row.form)}
          >
            {plannerText.source}
          </a>
        </dd>
      </dl>
      <div className="mt-3 rounded-control bg-surface p-3">
        <p className="font-semibold text-ink">{plannerText.costHeading}</p>
        <DelayCosts delays={delays} amount={amount} />
        <p className="mt-2 text-ink-muted">
          <span className="font-semibold text-ink">{`${plannerText.penalty}:`}</span>
          {` ${row.penalty}`}
        </p>
      </div>
    </>
  );
}
