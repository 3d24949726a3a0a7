import { useId, useState } from "react";
import { Field } from "~/components/field";
import { previewImport, serializeMarks, type ImportPreview } from "../filed-marks";
import { usePlannerWords } from "../planner-words";
import { useFiledMarksContext } from "../use-filed-marks";

const button =
  "inline-flex min-h-11 items-center rounded-control border border-brand bg-white px-4 text-sm font-semibold text-brand hover:bg-surface disabled:opacity-60";

/**
 * The marks as a file, for another device: saved as the stored JSON (filed-marks-schema.ts), and opened with what it
 * would change shown first (added, already here, conflicting); nothing changes until the visitor confirms, and a mark
 * this device has is never overwritten. A file that is not a marks file is refused with a message beside the control.
 */
export function MarksFile({ today }: { today: string }) {
  const { filedText } = usePlannerWords();
  const marks = useFiledMarksContext();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState("");
  const [preview, setPreview] = useState<ImportPreview>();
  const [inputKey, setInputKey] = useState(0);
  const previewId = useId();
  const count = marks.marks?.marks.length ?? 0;

  const save = () => {
    if (!marks.marks || !count) return setStatus(filedText.exportNothing);
    const url = URL.createObjectURL(
      new Blob([serializeMarks(marks.marks)], { type: "application/json" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = filedText.fileName(today);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(filedText.exported(count));
  };

  const open = async (file: File | undefined) => {
    setError(undefined);
    setPreview(undefined);
    setStatus("");
    if (!file) return;
    try {
      const [text, { parseMarks }] = await Promise.all([
        file.text(),
        import("../filed-marks-schema"),
      ]);
      const parsed = parseMarks(text);
      if (!parsed.ok) return setError(filedText.importErrors[parsed.problem]);
      setPreview(previewImport(marks.marks, parsed.marks));
    } catch {
      setError(filedText.importErrors.unreadable);
    }
  };

  const finish = (confirmed: boolean) => {
    if (confirmed && preview) {
      marks.importMarks(preview);
      setStatus(filedText.imported(preview.added.length));
    } else setStatus(filedText.importCancelled);
    setPreview(undefined);
    // A fresh input: the same file can be chosen again.
    setInputKey((k) => k + 1);
  };

  return (
    <section
      aria-labelledby="plan-marks-file-title"
      data-requires-js
      className="mt-6 rounded-card border border-line bg-white p-4 sm:p-6 print:hidden"
    >
      <h3 id="plan-marks-file-title" className="text-lg font-bold text-ink">
        {filedText.fileHeading}
      </h3>
      <p className="mt-1 text-ink-muted">{filedText.fileIntro}</p>
      <div className="mt-4 flex flex-wrap items-start gap-x-6 gap-y-4">
        <button type="button" className={button} disabled={!marks.ready} onClick={save}>
          {filedText.exportButton}
        </button>
        <Field label={filedText.importLabel} hint={filedText.importHint} error={error}>
          <input
            key={inputKey}
            type="file"
            accept=".json,application/json"
            disabled={!marks.ready}
            onChange={(event) => void open(event.target.files?.[0])}
            className="block max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-control file:border file:border-brand file:bg-white file:px-4 file:font-semibold file:text-brand"
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
            {filedText.previewHeading}
          </h4>
          <ul className="mt-1 list-disc pl-5 text-ink">
            {preview.added.length || preview.conflicting.length ? (
              <>
                <li>{filedText.previewAdded(preview.added.length)}</li>
                {preview.same ? <li>{filedText.previewSame(preview.same)}</li> : null}
                {preview.conflicting.length ? (
                  <li>{filedText.previewConflicting(preview.conflicting.length)}</li>
                ) : null}
              </>
            ) : (
              <li>{filedText.previewNothing}</li>
            )}
          </ul>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-control bg-brand px-4 text-sm font-semibold text-white hover:bg-navy-600 disabled:opacity-60"
              disabled={!preview.added.length}
              onClick={() => finish(true)}
            >
              {filedText.importConfirm}
            </button>
            <button type="button" className={button} onClick={() => finish(false)}>
              {filedText.importCancel}
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" className="mt-3 text-sm text-ink empty:hidden">
        {status}
      </p>
    </section>
  );
}
