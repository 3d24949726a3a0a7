import { startTransition, useEffect, useMemo, useState } from "react";
import { complianceStorageKey } from "~/content/due-dates";
import { dueDatesDataUrl } from "~/lib/compliance-constants";
import type { ComplianceData, DueDatesFile } from "~/lib/compliance-schema";
import { applyPreview } from "./admin-preview";
import { fileDigest } from "./file-digest";
import { toRows, type DueDateRow } from "./filter-due-dates";

export type LoadState =
  { status: "loading" } | { status: "ready" } | { status: "error"; message: string };

// zod and the validator load only when there is something new to check: a published file that differs from the
// one the page was built with, or entries edited in this browser's admin area.
const importValidator = () => import("./due-dates-file");
let validator: ReturnType<typeof importValidator> | undefined;
const loadValidator = () => (validator ??= importValidator());

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(complianceStorageKey);
  } catch {
    // Storage disabled or blocked: there is simply nothing to preview.
    return null;
  }
}

/**
 * The page's data: the prerendered file first, then the data file fetched from the host (so replacing that file
 * updates the table without a rebuild), with the entries edited in this browser's admin area laid over it; then, on
 * a page in another language, each entry in that language's words where they translate its English as it now is
 * (entry-words.ts: a changed or edited entry shows its new English).
 */
export function useDueDatesData(
  initial: DueDatesFile,
  initialDigest: string,
  inLanguage?: (data: ComplianceData) => ComplianceData,
) {
  const [file, setFile] = useState(initial);
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const [stored, setStored] = useState<ComplianceData>();
  const [showPreview, setShowPreview] = useState(true);

  useEffect(() => {
    let active = true;
    const fetchFile = () =>
      fetch(dueDatesDataUrl, { cache: "no-cache", headers: { Accept: "application/json" } })
        .then(async (response) => {
          if (!response.ok) throw new Error("Failed to load compliance data");
          const text = await response.text();
          // The file the page was built with: already validated, already shown.
          if ((await fileDigest(text)) === initialDigest) return undefined;
          const json: unknown = JSON.parse(text);
          return (await loadValidator()).parseFileForPage(json);
        })
        .then((data) => {
          if (!active) return;
          // Transitions: never force a code-split part that is still hydrating back to its fallback.
          startTransition(() => {
            if (data) setFile(data);
            setLoad({ status: "ready" });
          });
        })
        .catch((error: unknown) => {
          if (active)
            startTransition(() =>
              setLoad({
                status: "error",
                message: error instanceof Error ? error.message : "Unknown error",
              }),
            );
        });

    const readPreview = () => {
      const raw = readStorage();
      if (raw === null) {
        startTransition(() => setStored(undefined));
        return;
      }
      loadValidator()
        .then(({ parseStoredForPage }) => {
          if (active) startTransition(() => setStored(parseStoredForPage(raw)));
        })
        .catch(() => {
          // Without the validator nothing unvalidated is shown; the fetch above reports the failure.
        });
    };
    // Each in a task of its own once hydration's effects have run: starting the request and reading storage are
    // synchronous work that would otherwise lengthen the one task that runs every effect of the page.
    const timers = [setTimeout(fetchFile, 0), setTimeout(readPreview, 0)];
    // The admin area in another tab saves: show its edits here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === complianceStorageKey) readPreview();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      timers.forEach(clearTimeout);
      window.removeEventListener("storage", onStorage);
    };
  }, [initialDigest]);

  const preview = useMemo(() => applyPreview(file.dueDates, stored), [file, stored]);
  const rows: DueDateRow[] = useMemo(() => {
    const data = showPreview ? preview.data : applyPreview(file.dueDates, undefined).data;
    return toRows(inLanguage ? inLanguage(data) : data);
    // The page's language never changes while it is shown: a new function for the same words changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, preview, showPreview]);
  return {
    file,
    rows,
    load,
    edited: preview.edited,
    showPreview,
    setShowPreview,
  };
}
