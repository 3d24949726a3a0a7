import { CheckCircle2 } from "lucide-react";

/** A checklist of short items in two or three columns, e.g. what a service includes. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item}
          className="flex gap-3 rounded-control border border-line bg-white p-4 text-ink"
        >
          <CheckCircle2 aria-hidden="true" strokeWidth={1.5} className="size-6 shrink-0 text-low" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
