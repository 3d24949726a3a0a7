import type { LucideIcon } from "lucide-react";

export interface ProcessStepItem {
  step: number;
  title: string;
  description: string;
  icon?: LucideIcon;
}

/**
 * Numbered steps in order; an ordered list so assistive technology announces the sequence. `stepLabel` is the word
 * screen readers say before each number, in the page's language.
 */
export function ProcessSteps({
  steps,
  stepLabel = "Step",
}: {
  steps: ProcessStepItem[];
  stepLabel?: string;
}) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ step, title, description, icon: Icon }) => (
        <li key={step} className="relative rounded-card border border-line bg-white p-6">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy text-lg font-bold text-white">
              <span className="sr-only">{`${stepLabel} `}</span>
              {step}
            </span>
            {Icon ? (
              <Icon aria-hidden="true" className="size-6 text-brand" strokeWidth={1.5} />
            ) : null}
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
          <p className="mt-2 text-ink-muted">{description}</p>
        </li>
      ))}
    </ol>
  );
}
