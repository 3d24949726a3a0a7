import { useMemo, type ReactNode } from "react";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { overdueFilings, overdueFrom } from "../overdue";
import type { Plan } from "../plan";
import type { PlannerProfile } from "../profile";
import { useFiledMarksContext } from "../use-filed-marks";
import { useFiledStatusText } from "./filed-status-text";
import { MarksFile } from "./marks-file";
import { OverdueBlock } from "./overdue-block";
import { VisitBanner } from "./visit-banner";

/*
 * What the planner shows once the filed marks are read (docs/decisions/039-filed-marks-on-the-device.md): what is
 * overdue and not marked, the next visit's line and the marks file. A chunk of its own with its words, loaded after
 * hydration: a first visit's page carries none of it.
 */

interface Props {
  file: DueDatesFile;
  profile: PlannerProfile;
  today: string;
}

/** The profile's filings overdue and not marked filed (overdue.ts), worked out again when the marks change. */
function useOverdue({ file, profile, today }: Props) {
  const { marks } = useFiledMarksContext();
  return useMemo(() => overdueFilings(file, profile, marks, today), [file, profile, marks, today]);
}

export function OverdueSection({ amount, ...props }: Props & { amount?: number | undefined }) {
  const overdue = useOverdue(props);
  const since = overdueFrom(useFiledMarksContext().marks, props.today);
  return since ? <OverdueBlock overdue={overdue} since={since} amount={amount} /> : null;
}

export function NextVisitBanner({ plan, ...props }: Props & { plan: Plan }): ReactNode {
  return <VisitBanner plan={plan} overdue={useOverdue(props)} />;
}

/** What the page says when the marks could not be read (and where they were set aside) or cannot be saved. */
export function MarksNotices() {
  const text = useFiledStatusText();
  const { asideUnder, notSaved } = useFiledMarksContext();
  if (!text) return null;
  return (
    <>
      {asideUnder ? (
        <p role="status" className="mt-1 text-ink">
          {text.unreadable(asideUnder)}
        </p>
      ) : null}
      {notSaved ? (
        <p role="status" className="mt-1 font-semibold text-ink">
          {text.notSaved}
        </p>
      ) : null}
    </>
  );
}

/** One entry for the planner's view, which loads this module lazily: the part it shows where it renders it. */
export function FiledStatus(
  props:
    | { part: "notices" }
    | { part: "file"; today: string }
    | ({ part: "overdue"; amount?: number | undefined } & Props)
    | ({ part: "banner"; plan: Plan } & Props),
): ReactNode {
  switch (props.part) {
    case "notices":
      return <MarksNotices />;
    case "file":
      return <MarksFile today={props.today} />;
    case "overdue":
      return <OverdueSection {...props} />;
    case "banner":
      return <NextVisitBanner {...props} />;
  }
}
