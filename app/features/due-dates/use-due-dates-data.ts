import { startTransition, useEffect, useMemo, useState } from "react";
import { complianceStorageKey } from "~/content/due-dates";
import type { ComplianceData, DueDatesFile } from "~/lib/compliance-schema";
import { applyPreview } from "./admin-preview";
import { toRows, type DueDateRow } from "./filter-due-dates";

// zod and the validator load only when there is something to check: entries edited in this browser's admin area.
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
 * The page's data: the data file the site was built with, the one the planner, Home's card and the calendars were
 * built from too (publishing is a rebuild: docs/decisions/032-publishing-is-a-rebuild.md), with the entries edited
 * in this browser's admin area laid over it; then, on a page in another language, each entry in that language's
 * words where they translate its English as it now is (entry-words.ts: a changed or edited entry shows its new
 * English).
 */
export function useDueDatesData(
  file: DueDatesFile,
  inLanguage?: (data: ComplianceData) => ComplianceData,
) {
  const [stored, setStored] = useState<ComplianceData>();
  const [showPreview, setShowPreview] = useState(true);

  useEffect(() => {
    let active = true;
    const readPreview = () => {
      const raw = readStorage();
      if (raw === null) {
        startTransition(() => setStored(undefined));
        return;
      }
      loadValidator()
        .then(({ parseStoredForPage }) => {
          // Transitions: never force a code-split part that is still hydrating back to its fallback.
          if (active) startTransition(() => setStored(parseStoredForPage(raw)));
        })
        .catch(() => {
          // Without the validator nothing unvalidated is shown: the published data stays.
        });
    };
    // In a task of its own once hydration's effects have run: reading storage is synchronous work that would
    // otherwise lengthen the one task that runs every effect of the page.
    const timer = setTimeout(readPreview, 0);
    // The admin area in another tab saves: show its edits here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === complianceStorageKey) readPreview();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const preview = useMemo(() => applyPreview(file.dueDates, stored), [file, stored]);
  const rows: DueDateRow[] = useMemo(() => {
    const data = showPreview ? preview.data : applyPreview(file.dueDates, undefined).data;
    return toRows(inLanguage ? inLanguage(data) : data);
    // The page's language never changes while it is shown: a new function for the same words changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, preview, showPreview]);
  return { rows, edited: preview.edited, showPreview, setShowPreview };
}
