import type { Plan } from "../plan";
import { usePlannerWords } from "../planner-words";
import { DataWords, untranslatedLanguage, WithUntranslated } from "./untranslated";

/** What the plan cannot date: entries that may apply (and what would decide them), and entries without a date. */
export function PlanChecks({ plan }: { plan: Plan }) {
  const words = usePlannerWords();
  const { plannerText, lawName } = words;
  const lawInBrackets = words.lawNameInBrackets ?? lawName;
  return (
    <section aria-labelledby="plan-checks-title" className="plan-checks mt-12">
      <h2 id="plan-checks-title" className="text-2xl font-bold text-ink">
        {plannerText.checkHeading}
      </h2>
      {plan.toCheck.length || plan.undated.length ? (
        <>
          {plan.toCheck.length ? (
            <>
              <p className="mt-2 text-ink-muted">{plannerText.checkIntro}</p>
              <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white">
                {plan.toCheck.map((entry) => (
                  <li key={entry.id} className="p-4">
                    <p className="font-semibold text-ink">
                      <DataWords text={entry.form} />{" "}
                      <span className="font-normal text-ink-muted">
                        ({lawInBrackets(entry.law)})
                      </span>
                    </p>
                    <p className="text-sm text-ink-muted">
                      {plannerText.due}: {entry.due}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {plannerText.dependsOn}:{" "}
                      <WithUntranslated
                        text={entry.needs
                          .map((need) =>
                            need === "not-asked" && entry.notAsked
                              ? entry.notAsked
                              : plannerText.needs[need],
                          )
                          .join(", ")}
                        dataWords={entry.notAsked}
                        lang={untranslatedLanguage(words, entry.notAsked)}
                      />
                    </p>
                    <CheckQuestion entry={entry} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {plan.undated.length ? (
            <>
              <p className="mt-6 text-ink-muted">{plannerText.undatedIntro}</p>
              <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white">
                {plan.undated.map((entry) => (
                  <li key={entry.id} className="p-4">
                    <p className="font-semibold text-ink">
                      <DataWords text={entry.form} />{" "}
                      <span className="font-normal text-ink-muted">
                        ({lawInBrackets(entry.law)})
                      </span>
                    </p>
                    <p className="text-sm text-ink-muted">
                      {plannerText.due}: {entry.due}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-ink-muted">{plannerText.nothingToCheck}</p>
      )}
    </section>
  );
}

/**
 * The one question that would date an entry the planner does not ask about, where one answer would: "Does the
 * company have deposits … outstanding? Then DPT-3 is due 30 June 2027." The date is the entry's next in the plan.
 */
function CheckQuestion({ entry }: { entry: Plan["toCheck"][number] }) {
  const { plannerText, formatLongDate } = usePlannerWords();
  // Asked by the entry's id, which the data gives: an entry without a question here has none to ask.
  const questions: Partial<Record<string, string>> = plannerText.checkQuestions;
  const question = questions[entry.id];
  if (!question || !entry.next || entry.needs.some((need) => need !== "not-asked")) return null;
  const date = formatLongDate(entry.next.date);
  return (
    <p className="mt-1 text-sm text-ink" data-check-question>
      {`${question} `}
      <span className="font-semibold">
        {`${plannerText.checkThen} `}
        <DataWords text={entry.form} />
        {` ${plannerText.checkDue(entry.next.yearly ? date : plannerText.checkNext(entry.due, date))}`}
      </span>
    </p>
  );
}
