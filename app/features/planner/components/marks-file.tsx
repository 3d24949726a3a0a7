import { useId, useState } from "react";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import {
  importChanges,
  MAX_MARKS,
  previewImport,
  serializeMarks,
  type ImportPreview,
} from "../filed-marks";
import { usePlannerWords } from "../planner-words";
import { useFiledMarksContext } from "../use-filed-marks";
import { useFiledStatusText, type FiledStatusText } from "./filed-status-text";

/*
 * The marks as a file, for another device: saved as the stored JSON (filed-marks-schema.ts), and opened with all it
 * would change shown first (marks added, already here, conflicting, left out for want of room, and the day past due
 * dates count from, moved); nothing changes until the visitor confirms, and a mark this device has is never
 * overwritten. A file that is not a marks file is refused with a message beside the control.
 * Loaded with its words once the marks are read, after hydration (filed-status.tsx).
 */

type Text = FiledStatusText;

export function MarksFile({ today }: { today: string }) {
  const text = useFiledStatusText();
  return text ? <MarksFileForm text={text} today={today} /> : null;
}

function MarksFileForm({ text, today }: { text: Text; today: string }) {
  const marks = useFiledMarksContext();
  const { formatLongDate } = usePlannerWords();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState("");
  const [preview, setPreview] = useState<ImportPreview>();
  const [inputKey, setInputKey] = useState(0);
  const previewId = useId();
  const count = marks.marks?.marks.length ?? 0;

  const save = () => {
    if (!marks.marks || !count) return setStatus(text.exportNothing);
    const url = URL.createObjectURL(
      new Blob([serializeMarks(marks.marks)], { type: "application/json" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = text.fileName(today);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(text.exported(count));
  };

  const open = async (file: File | undefined) => {
    setError(undefined);
    setPreview(undefined);
    setStatus("");
    if (!file) return;
    try {
      const [content, { parseMarks }] = await Promise.all([
        file.text(),
        import("../filed-marks-schema"),
      ]);
      const parsed = parseMarks(content);
      if (!parsed.ok) return setError(text.importErrors[parsed.problem]);
      setPreview(previewImport(marks.marks, parsed.marks));
    } catch {
      setError(text.importErrors.unreadable);
    }
  };

  const finish = (confirmed: boolean) => {
    if (confirmed && preview) {
      marks.importMarks(preview);
      setStatus(text.imported(preview.added.length));
    } else setStatus(text.importCancelled);
    setPreview(undefined);
    // A fresh input: the same file can be chosen again.
    setInputKey((k) => k + 1);
  };

  return (
    <section
      aria-labelledby="plan-marks-file-title"
      className="mt-6 rounded-card border border-line bg-white p-4 sm:p-6 print:hidden"
    >
      <h3 id="plan-marks-file-title" className="text-lg font-bold text-ink">
        {text.fileHeading}
      </h3>
      <p className="mt-1 text-ink-muted">{text.fileIntro}</p>
      <div className="mt-4 space-y-4">
        <Button variant="outline" onClick={save}>
          {text.exportButton}
        </Button>
        <Field label={text.importLabel} hint={text.importHint} error={error}>
          <input
            key={inputKey}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void open(event.target.files?.[0])}
            className="block min-h-11 max-w-full text-sm text-ink"
          />
        </Field>
      </div>
      {preview ? (
        <div
          role="group"
          aria-labelledby={previewId}
          className="mt-4 rounded-card border-l-4 border-brand bg-brand-soft p-4"
        >
          <h4 id={previewId} className="font-semibold text-ink">
            {text.previewHeading}
          </h4>
          <ul className="mt-1 list-disc pl-5 text-ink">
            {importChanges(preview) || preview.conflicting.length || preview.dropped.length ? (
              <>
                {preview.added.length || !preview.trackingMoved ? (
                  <li>{text.previewAdded(preview.added.length)}</li>
                ) : null}
                {preview.trackingMoved ? (
                  <li>
                    {text.previewTracking(
                      formatLongDate(preview.trackingSince),
                      preview.trackingMoved.from && formatLongDate(preview.trackingMoved.from),
                    )}
                  </li>
                ) : null}
                {preview.dropped.length ? (
                  <li>
                    {text.previewDropped(preview.dropped.length, MAX_MARKS.toLocaleString("en-IN"))}
                  </li>
                ) : null}
                {preview.same ? <li>{text.previewSame(preview.same)}</li> : null}
                {preview.conflicting.length ? (
                  <li>{text.previewConflicting(preview.conflicting.length)}</li>
                ) : null}
              </>
            ) : (
              <li>{text.previewNothing}</li>
            )}
          </ul>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={!importChanges(preview)}
              onClick={() => finish(true)}
            >
              {text.importConfirm}
            </Button>
            <Button variant="outline" onClick={() => finish(false)}>
              {text.importCancel}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" className="mt-3 text-sm text-ink empty:hidden">
        {status}
      </p>
    </section>
  );
}
