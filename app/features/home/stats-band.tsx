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
          <div key={s.label} className="flex flex-col-reverse gap-1">
            <dt className="text-slate-200">{s.label}</dt>
            <dd className="text-4xl font-bold text-accent tabular-nums sm:text-5xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
