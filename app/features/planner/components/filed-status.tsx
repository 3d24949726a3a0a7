import { useMemo, type ReactNode } from "react";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { overdueFilings, overdueFrom } from "../overdue";
import type { Plan } from "../plan";
import type { PlannerProfile } from "../profile";
import { useFiledMarksContext } from "../use-filed-marks";
import { MarksFile } from "./marks-file";
import { OverdueBlock } from "./overdue-block";
import { VisitBanner } from "./visit-banner";

/*
 * What the planner shows once the filed marks are read (docs/decisions/039-filed-marks-on-the-device.md): what is
 * overdue and not marked, the next visit's line and the marks file. A chunk of its own with its words, loaded after
 * hydration: a first visit's page carries none of it.
 */

export { MarksFile };

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
