import type { Incorporation } from "~/content/incorporations-schema";

/** The legal minimums as label / value pairs, with an optional note under the value. */
export function RequirementList({ requirements }: { requirements: Incorporation["requirements"] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
      {requirements.map((r) => (
        <div key={r.label} className="bg-white p-6">
          <dt className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {r.label}
          </dt>
          <dd className="mt-2 text-lg font-semibold text-ink">{r.value}</dd>
          {r.note ? <dd className="mt-1.5 text-sm text-ink-muted">{r.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
