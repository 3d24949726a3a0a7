import { Download, RotateCcw, Send, Upload } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { adminMessages, adminText } from "~/content/admin-text";
import { DATA_TEXT_LIMIT_BYTES, DATA_TEXT_LIMIT_MB } from "~/lib/compliance-schema";
import { AdminDialog } from "./admin-dialog";
import { PublishPanel } from "./admin-publish-panel";
import { publishPanelText } from "~/content/publish-text";
import {
  downloadText,
  exportFileName,
  exportJson,
  localIsoDate,
  SITE_FILE_NAME,
} from "./admin-download";
import { describeOtherChanges, describeRemovals, diffFiles, toSiteDataFile } from "./admin-publish";
import { parseAdminImport } from "./admin-import";
import { resetCompliance, resetEntities, type AdminState } from "./admin-store";
import { adminNotify as notify } from "./admin-toast";
import type { useAdminData } from "./use-admin-data";

const dataText = adminText.data;

type AdminData = ReturnType<typeof useAdminData>;
type Confirm = (message: string, confirmLabel?: string) => Promise<boolean>;

/** Downloads the export file; the spec's toasts for success and failure. */
export function runExport(state: AdminState) {
  try {
    downloadText(exportJson(state), exportFileName(localIsoDate()));
    notify("success", adminMessages.exported);
  } catch {
    notify("error", adminMessages.exportError);
  }
}

interface DataToolsProps {
  data: AdminData;
  confirm: Confirm;
  /** Which reset the Reset button performs: compliance data only, or entities and laws. */
  resetScope: "compliance" | "entities";
}

/** Export Data, Import Data and Reset All to Defaults, each in its own dialog. */
export function AdminDataTools({ data, confirm, resetScope }: DataToolsProps) {
  const [open, setOpen] = useState<"export" | "publish" | "import" | "reset" | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={() => setOpen("export")}>
        <Download aria-hidden="true" strokeWidth={1.5} />
        {dataText.export}
      </Button>
      <Button variant="outline" onClick={() => setOpen("publish")}>
        <Send aria-hidden="true" strokeWidth={1.5} />
        {publishPanelText.open}
      </Button>
      <Button variant="outline" onClick={() => setOpen("import")}>
        <Upload aria-hidden="true" strokeWidth={1.5} />
        {dataText.import}
      </Button>
      <Button variant="outline" onClick={() => setOpen("reset")}>
        <RotateCcw aria-hidden="true" strokeWidth={1.5} />
        {dataText.reset}
      </Button>
      <AdminDialog open={open === "export"} onClose={close} title={dataText.exportTitle}>
        <ExportPanel data={data} />
      </AdminDialog>
      <AdminDialog open={open === "publish"} onClose={close} title={publishPanelText.title}>
        <PublishPanel data={data} />
      </AdminDialog>
      <AdminDialog open={open === "import"} onClose={close} title={dataText.importTitle}>
        <ImportPanel data={data} confirm={confirm} onDone={close} />
      </AdminDialog>
      <AdminDialog open={open === "reset"} onClose={close} title={dataText.resetTitle}>
        <p>{resetScope === "compliance" ? dataText.resetIntro : dataText.resetEntitiesIntro}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" data-autofocus onClick={close}>
            {dataText.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={async () => {
              const message =
                resetScope === "compliance"
                  ? adminMessages.resetComplianceConfirm
                  : adminMessages.resetEntitiesConfirm;
              if (!(await confirm(message, dataText.resetRun))) return;
              data.run((state) =>
                resetScope === "compliance"
                  ? resetCompliance(state, data.published.state)
                  : resetEntities(state, data.published.state),
              );
              close();
            }}
          >
            {dataText.resetRun}
          </Button>
        </div>
      </AdminDialog>
    </div>
  );
}

/**
 * Every line of a list, however long: in a box that scrolls past a few lines, which the keyboard can scroll too (it
 * takes focus), named for screen readers.
 */
function LineList({ lines, label }: { lines: string[]; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls takes focus, so that the keyboard can scroll it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-1 max-h-60 overflow-y-auto rounded-control border border-line bg-white py-2 pr-2 pl-7 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ul className="list-disc font-mono text-sm [overflow-wrap:anywhere]">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function ExportPanel({ data }: { data: AdminData }) {
  const { state, published } = data;
  const id = useId();
  const json = exportJson(state);
  const [confirmed, setConfirmed] = useState(false);
  const site = toSiteDataFile(state, localIsoDate(), published.file);
  const changes = site.ok ? diffFiles(published.file, site.file) : undefined;
  const removals = changes ? describeRemovals(changes) : [];
  const others = changes ? describeOtherChanges(changes) : [];
  return (
    <div className="space-y-4">
      <p>{dataText.exportIntro}</p>
      <label htmlFor={id} className="block text-sm font-semibold">
        {adminText.data.importTextLabel}
      </label>
      <Textarea id={id} readOnly rows={6} value={json} className="font-mono text-sm" />
      <Button data-autofocus onClick={() => runExport(state)}>
        <Download aria-hidden="true" strokeWidth={1.5} />
        {dataText.downloadExport}
      </Button>
      <div className="border-t border-line pt-4">
        <h3 className="font-semibold">{dataText.siteFileTitle}</h3>
        <p className="mt-1 text-ink-muted">{dataText.siteFileIntro}</p>
        {site.ok ? (
          <>
            {removals.length ? (
              <div className="mt-3 space-y-2 rounded-control border border-high bg-red-50 p-3">
                <h4 className="text-sm font-semibold text-high">
                  {dataText.removalsTitle(removals.length)}
                </h4>
                <p className="text-sm font-medium text-high">{dataText.removalsWarning}</p>
                <LineList lines={removals} label={dataText.removalsTitle(removals.length)} />
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={confirmed}
                    onChange={(e) => setConfirmed(e.target.checked)}
                  />
                  {dataText.confirmRemovals(removals.length)}
                </label>
              </div>
            ) : null}
            <h4 className="mt-3 text-sm font-semibold">
              {removals.length ? dataText.otherChangesTitle : dataText.changesTitle}
            </h4>
            {others.length ? (
              <LineList lines={others} label={dataText.changesTitle} />
            ) : (
              <p className="text-sm">
                {removals.length ? dataText.noOtherChanges : dataText.noChanges}
              </p>
            )}
            <Button
              variant="outline"
              className="mt-3"
              disabled={removals.length > 0 && !confirmed}
              onClick={() => {
                try {
                  downloadText(JSON.stringify(site.file, null, 2) + "\n", SITE_FILE_NAME);
                  notify("success", adminMessages.siteFileDownloaded);
                } catch {
                  notify("error", adminMessages.exportError);
                }
              }}
            >
              <Download aria-hidden="true" strokeWidth={1.5} />
              {dataText.downloadSiteFile}
            </Button>
          </>
        ) : (
          <div role="alert" className="mt-3 text-high">
            <p className="font-semibold">{dataText.siteFileProblems}</p>
            <LineList lines={site.problems} label={dataText.siteFileProblems} />
          </div>
        )}
      </div>
    </div>
  );
}

function ImportPanel({
  data,
  confirm,
  onDone,
}: {
  data: AdminData;
  confirm: Confirm;
  onDone: () => void;
}) {
  const textId = useId();
  const fileId = useId();
  const errorId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<{ message: string; problems: string[] } | null>(null);

  async function runImport(source: string) {
    setError(null);
    if (!source.trim()) return setError({ message: adminMessages.importEmpty, problems: [] });
    // The spec asks for confirmation first; nothing is replaced unless the whole file then validates.
    if (!(await confirm(adminMessages.importConfirm))) return;
    const result = parseAdminImport(source);
    if (!result.ok) return setError({ message: result.message, problems: result.problems });
    data.run(() => ({ ok: true, state: result.state, message: adminMessages.imported }));
    onDone();
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    if (!/\.json$/i.test(file.name))
      return setError({ message: adminMessages.importNotJsonFile, problems: [] });
    if (file.size > DATA_TEXT_LIMIT_BYTES)
      return setError({ message: adminMessages.importTooLarge(DATA_TEXT_LIMIT_MB), problems: [] });
    let content: string;
    try {
      content = await file.text();
    } catch {
      return setError({ message: adminMessages.importReadError, problems: [] });
    }
    setText(content);
    await runImport(content);
  }

  return (
    <div className="space-y-4">
      <p>{dataText.importIntro}</p>
      <div className="space-y-1.5">
        <label htmlFor={textId} className="block text-sm font-semibold">
          {dataText.importTextLabel}
        </label>
        <Textarea
          id={textId}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          className="font-mono text-sm"
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-semibold">
          {dataText.importFileLabel}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          onChange={onFile}
          className="block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-line file:bg-white file:px-4 file:font-semibold"
        />
      </div>
      <div id={errorId} role="alert" className="text-high">
        {error ? (
          <>
            <p className="font-semibold">{error.message}</p>
            {error.problems.length ? (
              <LineList lines={error.problems} label={error.message} />
            ) : null}
          </>
        ) : null}
      </div>
      <Button variant="secondary" onClick={() => runImport(text)}>
        <Upload aria-hidden="true" strokeWidth={1.5} />
        {dataText.importRun}
      </Button>
    </div>
  );
}
