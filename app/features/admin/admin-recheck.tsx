import { adminText } from "~/content/admin-text";
import type { ComplianceData } from "~/lib/compliance-schema";
import { formatLongDate } from "~/lib/dates";
import { dueForRecheck } from "~/lib/recheck";
import { todayInIndia } from "~/lib/today";
import { AdminNotice } from "./admin-notices";

/** Tells staff which entries are due for a recheck against their source; nothing when none is. */
export function AdminRecheck({
  data,
  today = todayInIndia(),
}: {
  data: ComplianceData;
  today?: string;
}) {
  const due = dueForRecheck(data, today);
  if (!due.length) return null;
  const t = adminText.recheck;
  return (
    <AdminNotice tone="status">
      <h2 className="font-semibold">{t.title(due.length)}</h2>
      <p className="mt-1">{t.intro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {due.map((d) => (
          <li key={d.id}>
            {`${d.form} (${d.law}): `}
            {d.checkedOn ? t.checkedOn(formatLongDate(d.checkedOn)) : t.never}
          </li>
        ))}
      </ul>
    </AdminNotice>
  );
}
