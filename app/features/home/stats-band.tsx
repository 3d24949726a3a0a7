import { deferLayout } from "~/lib/deferred-layout";

export function StatsBand({
  stats,
  label,
}: {
  stats: { value: string; label: string }[];
  label: string;
}) {
  return (
    <section aria-label={label} {...deferLayout} className="on-dark bg-navy py-14 text-white">
      <dl className="container-page grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((s) => (
          // The label follows the number in the markup (a definition list's order) and shows beneath it; packed to
          // the top (the end of a reversed column), so the numbers of a row line up however many lines a label takes.
          <div key={s.label} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-slate-200">{s.label}</dt>
            <dd className="text-4xl font-bold text-accent tabular-nums sm:text-5xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
