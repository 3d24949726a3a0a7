import { createContext, useContext, useEffect, useState } from "react";
import type { FiledMarksState, MarksController } from "./filed-marks-state";

/*
 * The visitor's filed marks for the planner's view: nothing until the planner has hydrated, so the prerendered page
 * and its first render agree; then the store (filed-marks-store.ts, a chunk of its own) reads them from this browser's
 * storage and reports each change, its own and those another tab of the planner makes. Ticks are disabled until then.
 */

export type { FiledMarksState } from "./filed-marks-state";

const ignore = () => {};
const NOT_READY: FiledMarksState = {
  ready: false,
  filed: new Map(),
  setFiled: ignore,
  importMarks: ignore,
  removeDueBefore: ignore,
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
    let opened: MarksController | undefined;
    import("./filed-marks-store").then(({ openMarks }) => {
      if (!live) return;
      opened = openMarks((next) => live && setState(next));
      setController(opened);
      // The store's code could not be had: the ticks stay disabled.
    }, ignore);
    return () => {
      live = false;
      opened?.close();
    };
  }, [hydrated]);
  useEffect(() => controller?.update(today, ownPlan), [controller, today, ownPlan]);
  return state;
}

/** The marks, for every tick of the plan (the glance's rows, the overdue list, the plan's rows). */
export const FiledMarksContext = createContext<FiledMarksState>(NOT_READY);

export const useFiledMarksContext = () => useContext(FiledMarksContext);
