import { STATES } from "~/lib/applicability-constants";
import type { Plan } from "../plan";
import { QUESTION_KEYS } from "~/lib/planner-questions";
import { answerOf, mayBeSmall, planGst, type PlannerProfile } from "../profile";
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
  const { plannerText, formatLongDate, entityName, stateName, questions } = usePlannerWords();
  const state = STATES.find((s) => s.id === profile.state);
  const answers = [
    entityName(profile.entity),
    state && stateName(state),
    // The scheme the plan follows (monthly returns where composition is not open to the business); each answer names
    // its question: "turnover ₹2 crore to ₹5 crore".
    profile.gst && plannerText.gstChoices[planGst(profile) ?? profile.gst],
    profile.turnover && plannerText.turnoverShort(plannerText.turnoverChoices[profile.turnover]!),
    profile.taxAudit ? plannerText.taxAuditShort : undefined,
    profile.transferPricing ? plannerText.transferPricingShort : undefined,
    profile.smallCompany && mayBeSmall(profile) ? plannerText.smallCompanyShort : undefined,
    profile.employees === undefined
      ? undefined
      : plannerText.employeesShort[profile.employees ? "yes" : "no"],
    ...profile.registrations.map((r) => plannerText.registrationsShort[r]),
    // Each question's answer, where it is asked of this type of business (app/lib/planner-questions.ts).
    ...QUESTION_KEYS.map((key) => {
      const value = answerOf(profile, key);
      return value && questions?.[key].short[value];
    }),
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
