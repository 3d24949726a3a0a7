import { STATES } from "~/lib/applicability-constants";
import type { Plan } from "../plan";
import type { PlannerProfile } from "../profile";
import { usePlannerWords } from "../planner-words";

/** The plan's span, the profile it was made for and the dates that date it (what a printout needs too). */
export function PlanSummary({
  plan,
  profile,
  verifiedOn,
  madeOn,
}: {
  plan: Plan;
  profile: PlannerProfile;
  verifiedOn: string;
  madeOn: string;
}) {
  const { plannerText, formatLongDate, entityName, stateName } = usePlannerWords();
  const state = STATES.find((s) => s.id === profile.state);
  const answers = [
    entityName(profile.entity),
    state && stateName(state),
    // Each answer names its question: "turnover ₹2 crore to ₹5 crore".
    profile.gst && plannerText.gstChoices[profile.gst],
    profile.turnover && plannerText.turnoverShort(plannerText.turnoverChoices[profile.turnover]!),
    profile.employees ? plannerText.employeesShort : undefined,
    profile.taxAudit ? plannerText.taxAuditShort : undefined,
    profile.transferPricing ? plannerText.transferPricingShort : undefined,
    ...profile.registrations.map((r) => plannerText.registrationsShort[r]),
  ].filter(Boolean);
  return (
    <div className="mt-2 space-y-1 text-ink-muted">
      <p className="text-lg text-ink">
        {plannerText.planSummary(
          plan.rowCount,
          formatLongDate(plan.today),
          formatLongDate(plan.until),
        )}
      </p>
      <p>
        <span className="font-semibold text-ink">{plannerText.profileHeading}:</span>{" "}
        {answers.join("; ")}
      </p>
      <p className="text-sm">
        {plannerText.madeOn} {formatLongDate(madeOn)}. {plannerText.verifiedOn}{" "}
        {formatLongDate(verifiedOn)}.
      </p>
    </div>
  );
}
