import type { StateId } from "~/lib/applicability-constants";
import { usePlannerWords } from "../planner-words";
import { stateNotice, stateNoticeText } from "../state-notice";

/** The State's own laws the plan leaves out, in plain words; nothing when it covers them. */
export function StateLawsNotice({ state, className }: { state?: StateId; className?: string }) {
  const { plannerText: t, stateName } = usePlannerWords();
  const notice = stateNotice(state);
  if (!notice) return null;
  return (
    <p data-state-notice className={className}>
      {stateNoticeText(notice, t.stateLaws, stateName)}
    </p>
  );
}
