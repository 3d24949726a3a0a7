import type { Milestone } from "~/content/about";

/** The firm's timeline: an ordered list along a vertical rule, years in the brand's amber. */
export function Milestones({ items }: { items: Milestone[] }) {
  return (
    <ol className="relative space-y-10 border-l-2 border-line pl-8 md:mx-auto md:max-w-3xl">
      {items.map((item) => (
        <li key={item.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-accent shadow-[0_0_0_2px_#f59e0b]"
          />
          <p className="text-sm font-bold tracking-wider text-[#92400e] tabular-nums">
            {item.year}
          </p>
          <h3 className="mt-1 text-xl font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-ink-muted">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
