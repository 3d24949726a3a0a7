import type { StateId } from "~/lib/applicability-constants";
import { usePlannerWords } from "../planner-words";
import { stateNotice, stateNoticeText, type Uncovered } from "../state-notice";

/** The State's own laws the plan leaves out, in plain words; nothing when it covers them. */
export function StateLawsNotice({
  state,
  uncovered,
  className,
}: {
  state?: StateId | undefined;
  uncovered: Uncovered;
  className?: string;
}) {
  const { plannerText, stateName } = usePlannerWords();
  const notice = stateNotice(state, uncovered);
  if (!notice) return null;
  return (
    <p data-state-notice className={className}>
      {stateNoticeText(notice, plannerText.stateLaws, stateName)}
    </p>
  );
}
