import type { CostEstimate } from "../late-cost";
import { costLineText, feesText } from "../plan-text";
import { usePlannerWords } from "../planner-words";
import { untranslatedLanguage, WithUntranslated } from "./untranslated";

/** The estimated cost of one delay: the fees certainly due, then each component with its basis. */
export function DelayCost({ label, estimate }: { label: string; estimate: CostEstimate }) {
  const words = usePlannerWords();
  const t = words.plannerText;
  const fees = feesText(estimate, words);
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="mt-1 space-y-1">
        {fees ? (
          <p>
            {`${t.fees}: `}
            <strong className="tabular-nums">{fees}</strong>
          </p>
        ) : null}
        {estimate.lines.length ? (
          <ul className="space-y-1 text-sm text-ink-muted">
            {estimate.lines.map((line, i) => {
              const { text, basis, note } = costLineText(line, words);
              // The data's own words in the line: a textOnly cost's text, a fee's or interest's cap in words.
              const dataWords =
                line.kind === "textOnly"
                  ? line.text
                  : line.kind === "flat"
                    ? undefined
                    : line.capText;
              return (
                <li key={i}>
                  <span className="text-ink">
                    <WithUntranslated
                      text={text}
                      dataWords={dataWords}
                      lang={untranslatedLanguage(words, dataWords)}
                    />
                  </span>
                  {` (${t.basis}: `}
                  <span data-citation>{basis}</span>
                  {`${note ? `; ${note}` : ""})`}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{t.costNone}</p>
        )}
      </dd>
    </div>
  );
}
