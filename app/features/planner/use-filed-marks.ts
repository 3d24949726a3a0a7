import { createContext, useContext, useEffect, useState } from "react";
import type { FiledMarks, ImportPreview } from "./filed-marks";
import type { MarksController } from "./filed-marks-store";

/*
 * The visitor's filed marks for the planner's view: nothing until the planner has hydrated, so the prerendered page
 * and its first render agree; then the store (filed-marks-store.ts, a chunk of its own) reads them from this browser's
 * storage and reports each change. Ticks are disabled until then.
 */

export interface FiledMarksState {
  /** Storage has been read (after hydration): the ticks work. */
  ready: boolean;
  marks?: FiledMarks | undefined;
  /** The day each marked occurrence was filed, by its key (the plan row's key). */
  filed: ReadonlyMap<string, string>;
  /** A saved profile was in this browser when the page opened: the visitor is back. */
  returning?: boolean;
  /** An unreadable stored value was set aside under this key. */
  asideUnder?: string;
  /** The marks cannot be saved in this browser (storage refused, or an unreadable value could not be set aside). */
  notSaved?: boolean;
  setFiled: (occurrence: { id: string; due: string }, filed: boolean) => void;
  importMarks: (preview: ImportPreview) => void;
}

const ignore = () => {};
const NOT_READY: FiledMarksState = {
  ready: false,
  filed: new Map(),
  setFiled: ignore,
  importMarks: ignore,
};

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
  const [state, setState] = useState(NOT_READY);
  const [controller, setController] = useState<MarksController>();
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    import("./filed-marks-store").then(
      ({ openMarks }) => live && setController(openMarks((next) => live && setState(next))),
      // The store's code could not be had: the ticks stay disabled.
      ignore,
    );
    return () => {
      live = false;
    };
  }, [hydrated]);
  useEffect(() => controller?.update(today, ownPlan), [controller, today, ownPlan]);
  return state;
}

/** The marks, for every tick of the plan (the glance's rows, the overdue list, the plan's rows). */
export const FiledMarksContext = createContext<FiledMarksState>(NOT_READY);

export const useFiledMarksContext = () => useContext(FiledMarksContext);
