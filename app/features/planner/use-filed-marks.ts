import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { plannerStorageKey } from "~/content/planner-facts";
import {
  applyImport,
  asideKey,
  FILED_STORAGE_KEY,
  filedIndex,
  serializeMarks,
  setFiled,
  startTracking,
  type FiledMarks,
  type ImportPreview,
} from "./filed-marks";

/*
 * The visitor's filed marks in this browser's storage (filed-marks.ts; docs/decisions/039-filed-marks-on-the-device.md),
 * read only once the planner has hydrated, so the prerendered page and its first render agree. Never sent anywhere.
 * A stored value this version cannot read is copied aside unchanged before anything is written over it; if it cannot
 * be copied, nothing is written, and the page says so.
 */

export interface FiledMarksState {
  /** Storage has been read (after hydration): the ticks work. */
  ready: boolean;
  marks: FiledMarks | undefined;
  /** The day each marked occurrence was filed, by its key (the plan row's key). */
  filed: Map<string, string>;
  /** A saved profile was in this browser when the page opened: the visitor is back. */
  returning: boolean;
  /** An unreadable stored value was set aside under this key. */
  asideUnder?: string;
  /** The marks cannot be saved in this browser (storage refused, or an unreadable value could not be set aside). */
  notSaved: boolean;
  setFiled: (occurrence: { id: string; due: string }, filed: boolean) => void;
  importMarks: (preview: ImportPreview) => void;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useFiledMarks({
  hydrated,
  today,
  ownPlan,
}: {
  /** The planner has hydrated: storage may be read. */
  hydrated: boolean;
  /** Today in India: the day a tick records. */
  today: string;
  /** The plan shown is the visitor's own (not the example). */
  ownPlan: boolean;
}): FiledMarksState {
  const [ready, setReady] = useState(false);
  const [marks, setMarks] = useState<FiledMarks | undefined>();
  const [returning, setReturning] = useState(false);
  const [asideUnder, setAsideUnder] = useState<string>();
  const [blocked, setBlocked] = useState(false);
  const [writeFailed, setWriteFailed] = useState(false);

  useEffect(() => {
    if (!hydrated || ready) return;
    const store = storage();
    let raw: string | null = null;
    let saved: string | null = null;
    try {
      raw = store?.getItem(FILED_STORAGE_KEY) ?? null;
      saved = store?.getItem(plannerStorageKey) ?? null;
    } catch {
      // Storage refused: the marks start empty and are not saved.
    }
    const done = () => {
      setReturning(!!saved);
      setReady(true);
    };
    if (raw === null) return done();
    const stored = raw;
    let live = true;
    import("./filed-marks-schema")
      .then(({ readStoredMarks }) => {
        if (!live) return;
        const read = readStoredMarks(stored);
        if (read.kind === "ok") setMarks(read.marks);
        if (read.kind === "unreadable") {
          try {
            const key = asideKey((k) => store!.getItem(k) !== null);
            store!.setItem(key, read.raw);
            setAsideUnder(key);
          } catch {
            setBlocked(true);
          }
        }
      })
      // The schema's code could not be had (offline, before it was saved): nothing is written over the marks.
      .catch(() => live && setBlocked(true))
      .finally(() => live && done());
    return () => {
      live = false;
    };
  }, [hydrated, ready]);

  const save = useCallback(
    (next: FiledMarks) => {
      setMarks(next);
      if (blocked) return;
      try {
        storage()!.setItem(FILED_STORAGE_KEY, serializeMarks(next));
        setWriteFailed(false);
      } catch {
        setWriteFailed(true);
      }
    },
    [blocked],
  );

  // Tracking starts the first time the visitor's own plan is saved in this browser (or at the first tick).
  useEffect(() => {
    if (!ready || marks || !ownPlan) return;
    let saved = false;
    try {
      saved = !!storage()?.getItem(plannerStorageKey);
    } catch {
      // Storage refused: tracking starts at the first tick.
    }
    if (saved) startTransition(() => save(startTracking(undefined, today)));
  }, [ready, marks, ownPlan, today, save]);

  const mark = useCallback(
    (occurrence: { id: string; due: string }, filed: boolean) =>
      save(setFiled(marks, occurrence, filed, today)),
    [marks, today, save],
  );
  const importMarks = useCallback(
    (preview: ImportPreview) => save(applyImport(marks, preview)),
    [marks, save],
  );
  const filed = useMemo(() => filedIndex(marks), [marks]);

  return {
    ready,
    marks,
    filed,
    returning,
    ...(asideUnder ? { asideUnder } : {}),
    notSaved: blocked || writeFailed,
    setFiled: mark,
    importMarks,
  };
}

/** The marks, for every tick of the plan (the glance's rows, the overdue list, the plan's rows). */
export const FiledMarksContext = createContext<FiledMarksState | null>(null);

export function useFiledMarksContext(): FiledMarksState {
  const state = useContext(FiledMarksContext);
  if (!state) throw new Error("The filed marks are provided by the planner's view (PlannerView).");
  return state;
}
