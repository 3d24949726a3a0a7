import { Users } from "lucide-react";
import type { Checklist } from "~/content/incorporations-schema";

/** The checklist's minimum-requirements label / value pair, as a highlighted panel. */
export function MinimumRequirement({ minimum }: { minimum: Checklist["minimum"] }) {
  return (
    <div className="flex items-center gap-4 rounded-card border-l-4 border-brand bg-brand-soft p-5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand">
        <Users aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </span>
      <dl>
        <dt className="text-sm font-semibold tracking-wide text-brand uppercase">
          {minimum.label}
        </dt>
        <dd className="mt-1 text-xl font-bold text-ink">{minimum.value}</dd>
      </dl>
    </div>
  );
}
