import type { ChecklistRules as Rules } from "~/content/incorporations-schema";

/** The six document rules, numbered. */
export function ChecklistRules({ rules }: { rules: Rules["rules"] }) {
  return (
    <ol className="grid gap-x-8 gap-y-6 md:grid-cols-2">
      {rules.map((rule, i) => (
        <li key={rule.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy font-bold text-white"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-ink">{rule.title}</h3>
            <p className="mt-1 text-ink-muted">{rule.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
