import { Clock } from "lucide-react";
import type { Incorporation } from "~/content/incorporations-schema";

/**
 * The registration stages as a visual sequence: numbered markers joined by a line (horizontal from md, vertical on
 * phones), each with its duration. An ordered list, so assistive technology announces the order.
 */
export function RegistrationTimeline({
  stages,
  note,
  stageLabel,
}: {
  stages: Incorporation["timeline"];
  note: string;
  /** Read before each stage's number: "Stage 1". */
  stageLabel: string;
}) {
  return (
    <div>
      <ol className="relative grid gap-8 md:grid-cols-3 md:gap-6">
        {stages.map((s, i) => (
          <li key={s.stage} className="relative pl-16 md:pt-16 md:pl-0">
            {/* Connector to the next stage. */}
            {i < stages.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-12 bottom-[-2rem] left-6 w-0.5 bg-brand/25 md:top-6 md:right-[-1.5rem] md:bottom-auto md:left-12 md:h-0.5 md:w-auto"
              />
            ) : null}
            <span className="absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-full bg-navy text-lg font-bold text-white ring-4 ring-brand-soft">
              <span className="sr-only">{`${stageLabel} `}</span>
              {i + 1}
            </span>
            <h3 className="text-xl font-semibold text-ink">{s.stage}</h3>
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-[#92400e]">
              <Clock aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {s.duration}
            </p>
            <p className="mt-3 text-ink-muted">{s.description}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-ink-muted">{note}</p>
    </div>
  );
}
