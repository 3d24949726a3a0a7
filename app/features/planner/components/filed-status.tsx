import { useMemo, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { addDays } from "~/lib/schedule";
import { marksDueBefore, MAX_MARKS } from "../filed-marks";
import { OVERDUE_LOOKBACK_DAYS, overdueFilings, overdueFrom } from "../overdue";
import type { Plan } from "../plan";
import type { PlannerProfile } from "../profile";
import { usePlannerWords } from "../planner-words";
import { FixedBar } from "./fixed-bar";
import { PartsMissing } from "./parts-missing";
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
function useOverdue({ file, profile, today }: Props, own = true) {
  const { marks } = useFiledMarksContext();
  return useMemo(
    () => (own ? overdueFilings(file, profile, marks, today) : []),
    [own, file, profile, marks, today],
  );
}

/**
 * What fell due and is not ticked (overdue.ts), on the visitor's own plan, a first visit's too; on the example plan
 * nothing. Where this part's words could not be loaded, the notice that says so.
 */
export function OverdueSection({
  amount,
  own,
  ...props
}: Props & { amount?: number | undefined; own: boolean }) {
  const overdue = useOverdue(props, own);
  const since = overdueFrom(useFiledMarksContext().marks, props.today);
  if (!useFiledStatusText()) return <PartsMissing />;
  return own ? <OverdueBlock overdue={overdue} since={since} amount={amount} /> : null;
}

export function NextVisitBanner({ plan, ...props }: Props & { plan: Plan }): ReactNode {
  return <VisitBanner plan={plan} overdue={useOverdue(props)} />;
}

/**
 * What the page says when the marks could not be read (and where they were set aside), cannot be saved, or a tick was
 * not kept because the device holds as many marks as it keeps; then it offers to make room, the marks it would
 * remove counted first.
 */
export function MarksNotices({ today }: { today: string }) {
  const text = useFiledStatusText();
  const { formatLongDate } = usePlannerWords();
  const {
    asideUnder,
    notSaved,
    full,
    refused = 0,
    marks,
    removeDueBefore,
  } = useFiledMarksContext();
  const [removed, setRemoved] = useState<number>();
  const [closedAt, setClosedAt] = useState(0);
  if (!text) return null;
  const before = addDays(today, -OVERDUE_LOOKBACK_DAYS);
  const old = full ? marksDueBefore(marks, before).length : 0;
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
      {full && refused > closedAt ? (
        // Fixed under the site's header, as the next visit's line is: the tick that sprang back may be far down.
        <FixedBar
          onClose={() => setClosedAt(refused)}
          closeLabel={text.close}
          className="bg-accent-soft"
        >
          <div className="py-2">
            <p role="status" className="font-semibold">
              {text.full(MAX_MARKS.toLocaleString("en-IN"))}
            </p>
            {old ? (
              <Button
                variant="outline"
                className="mt-2"
                onClick={() => {
                  setRemoved(old);
                  removeDueBefore(before);
                }}
              >
                {text.removeOld(old, formatLongDate(before))}
              </Button>
            ) : null}
          </div>
        </FixedBar>
      ) : null}
      {removed !== undefined && !full ? (
        <p role="status" className="mt-1 text-ink">
          {text.removedOld(removed)}
        </p>
      ) : null}
    </>
  );
}

/** One entry for the planner's view, which loads this module lazily: the part it shows where it renders it. */
export function FiledStatus(
  props:
    | { part: "notices"; today: string }
    | { part: "file"; today: string }
    | ({ part: "overdue"; amount?: number | undefined; own: boolean } & Props)
    | ({ part: "banner"; plan: Plan } & Props),
): ReactNode {
  switch (props.part) {
    case "notices":
      return <MarksNotices today={props.today} />;
    case "file":
      return <MarksFile today={props.today} />;
    case "overdue":
      return <OverdueSection {...props} />;
    case "banner":
      return <NextVisitBanner {...props} />;
  }
}
