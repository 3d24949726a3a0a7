import { CircleAlert, Info, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { adminMessages as m, adminText } from "~/content/admin-text";
import { runExport } from "./admin-data-tools";
import type { useAdminData } from "./use-admin-data";

/** Storage problems, said plainly, with a way to keep the work. */
export function AdminStorageNotices({ data }: { data: ReturnType<typeof useAdminData> }) {
  return (
    <>
      {data.writeFailed ? (
        <div
          role="alert"
          className="flex flex-wrap items-start gap-3 rounded-[var(--radius-card)] border border-high bg-red-50 p-4 text-ink"
        >
          <CircleAlert aria-hidden="true" strokeWidth={1.5} className="mt-0.5 size-5 text-high" />
          <p className="flex-1 basis-64">{m.storageWriteFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => runExport(data.state)}>
            {adminText.data.downloadExport}
          </Button>
        </div>
      ) : null}
      {data.unreadable.length ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-[var(--radius-card)] border border-accent bg-accent-soft p-4 text-ink"
        >
          <Info aria-hidden="true" strokeWidth={1.5} className="mt-0.5 size-5" />
          <p className="flex-1">{m.storageUnreadable(data.unreadable)}</p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={adminText.data.close}
            onClick={data.dismissUnreadable}
            className="-my-2"
          >
            <X aria-hidden="true" strokeWidth={1.5} />
          </Button>
        </div>
      ) : null}
    </>
  );
}

export function AdminHowTo({ steps }: { steps: readonly string[] }) {
  return (
    <aside
      aria-labelledby="admin-how-to"
      className="rounded-[var(--radius-card)] border border-brand/30 bg-brand-soft p-5"
    >
      <h2 id="admin-how-to" className="text-lg font-semibold">
        {adminText.howTo.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </aside>
  );
}
