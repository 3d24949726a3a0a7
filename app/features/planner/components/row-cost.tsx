import type { CostEstimate } from "~/lib/late-cost/estimate";
import { costComponents } from "~/lib/late-cost/text";
import { usePlannerWords } from "../planner-words";
import { untranslatedLanguage, WithUntranslated } from "./untranslated";

/**
 * How the estimated cost of each delay is worked out: each component once, with what it comes to for each delay (one
 * week, one month, the visitor's own) and its legal basis. The totals are in the row's summary line.
 */
export function DelayCosts({
  delays,
  amount,
}: {
  delays: readonly { label: string; estimate: CostEstimate }[];
  /** The amount of tax or contribution the visitor gave: interest in rupees on it. */
  amount?: number | undefined;
}) {
  const words = usePlannerWords();
  const { plannerText } = words;
  const components = costComponents(delays, words, amount);
  if (!components.length) return <p className="mt-1 text-ink-muted">{plannerText.costNone}</p>;
  return (
    <ul className="mt-2 space-y-2 text-ink-muted">
      {components.map(({ figures, basis, note }, i) => (
        <li key={i}>
          {figures.map(({ label, text, dataWords }, j) => (
            <span key={j} className="block text-ink">
              {label ? <span className="font-semibold">{`${label}: `}</span> : null}
              <WithUntranslated
                text={text}
                dataWords={dataWords}
                lang={untranslatedLanguage(words, dataWords)}
              />
            </span>
          ))}
          <span className="block text-sm">
            {`${plannerText.basis}: `}
            <span data-citation>{basis}</span>
            {note ? `; ${note}` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
