import { CircleAlert, Download, Info, RotateCcw, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { adminMessages, adminText } from "~/content/admin-text";
import { runExport } from "./admin-data-tools";
import { downloadText } from "./admin-download";
import { listBackups, parseStored, type Backup } from "./admin-storage";
import { repair } from "./admin-store";
import { adminNotify as notify } from "./admin-toast";
import type { useAdminData } from "./use-admin-data";

type AdminData = ReturnType<typeof useAdminData>;
type Confirm = (message: string, confirmLabel?: string) => Promise<boolean>;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * One notice of the admin area: an alert (something went wrong and needs the reader) or a status, with an icon, its
 * words, and an action or a close button.
 */
export function AdminNotice({
  tone,
  children,
  action,
  onDismiss,
}: {
  tone: "alert" | "status";
  children: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
}) {
  const alert = tone === "alert";
  const Icon = alert ? CircleAlert : Info;
  return (
    <div
      role={tone}
      className={cn(
        "flex flex-wrap items-start gap-3 rounded-card border p-4 text-ink",
        alert ? "border-high bg-red-50" : "border-accent bg-accent-soft",
      )}
    >
      <Icon
        aria-hidden="true"
        strokeWidth={1.5}
        className={cn("mt-0.5 size-5", alert && "text-high")}
      />
      <div className="min-w-0 flex-1 basis-64 [overflow-wrap:anywhere]">{children}</div>
      {action}
      {onDismiss ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={adminText.data.close}
          onClick={onDismiss}
          className="-my-2"
        >
          <X aria-hidden="true" strokeWidth={1.5} />
        </Button>
      ) : null}
    </div>
  );
}

/** Storage problems, said plainly, with a way to keep the work. */
export function AdminStorageNotices({ data, confirm }: { data: AdminData; confirm: Confirm }) {
  return (
    <>
      {data.conflicts.length ? (
        <AdminNotice tone="alert" onDismiss={data.dismissConflicts}>
          <p>{adminMessages.conflictsTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {data.conflicts.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </AdminNotice>
      ) : null}
      {data.writeFailed ? (
        <AdminNotice
          tone="alert"
          action={
            <Button variant="secondary" size="sm" onClick={() => runExport(data.state)}>
              {adminText.data.downloadExport}
            </Button>
          }
        >
          <p>{adminMessages.storageWriteFailed}</p>
        </AdminNotice>
      ) : null}
      {data.unreadable.length ? (
        <AdminNotice tone="status" onDismiss={data.dismissUnreadable}>
          <p>{adminMessages.storageUnreadable(data.unreadable)}</p>
        </AdminNotice>
      ) : null}
      <AdminBackups data={data} confirm={confirm} />
    </>
  );
}

/** Unreadable data set aside in this browser: listed, downloadable, and restorable when it is valid. */
function AdminBackups({ data, confirm }: { data: AdminData; confirm: Confirm }) {
  // Read on every render: any change of the data (loading, another tab) renders this again.
  const backups = listBackups(browserStorage());
  if (backups.length === 0) return null;
  const raw = (b: Backup) => browserStorage()?.getItem(b.storageKey) ?? "";

  async function restore(backup: Backup) {
    const parsed = parseStored(backup.key, raw(backup));
    if (!parsed.ok) {
      notify("error", adminMessages.backupInvalid);
      return;
    }
    if (!(await confirm(adminMessages.backupRestoreConfirm(backup.key), adminText.data.restore)))
      return;
    data.run((state) => ({
      ok: true,
      state: repair({ ...state, [backup.key]: parsed.value }),
      message: adminMessages.backupRestored,
    }));
  }

  return (
    <details className="rounded-card border border-line bg-white p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        {adminMessages.backupsTitle(backups.length)}
      </summary>
      <p className="mt-2 text-ink-muted">{adminMessages.backupsIntro}</p>
      <ul className="mt-3 space-y-2">
        {backups.map((backup) => (
          <li
            key={backup.storageKey}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2"
          >
            <span className="[overflow-wrap:anywhere]">
              <span className="font-mono text-sm">{backup.key}</span>
              {" · "}
              {backup.savedAt
                ? adminMessages.backupSavedAt(new Date(backup.savedAt).toLocaleString("en-IN"))
                : adminMessages.backupUndated}
              {" · "}
              {adminText.data.characters(backup.size)}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`${adminText.data.download}: ${backup.storageKey}`}
                onClick={() =>
                  downloadText(raw(backup), `${backup.storageKey.replace(/[:.]/g, "-")}.json`)
                }
              >
                <Download aria-hidden="true" strokeWidth={1.5} />
                {adminText.data.download}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${adminText.data.restore}: ${backup.storageKey}`}
                onClick={() => void restore(backup)}
              >
                <RotateCcw aria-hidden="true" strokeWidth={1.5} />
                {adminText.data.restore}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function AdminHowTo({ steps }: { steps: readonly string[] }) {
  return (
    <aside
      aria-labelledby="admin-how-to"
      className="rounded-card border border-brand/30 bg-brand-soft p-5"
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
