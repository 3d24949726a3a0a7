import { use } from "react";
import type { filedStatusText } from "~/content/filed-status";
import { usePlannerWords, type PlannerWords } from "../planner-words";

export type FiledStatusText = typeof filedStatusText;

const loaded = new Map<PlannerWords["filedStatusText"], Promise<FiledStatusText | null>>();

/**
 * The words of the parts shown once the marks are read, in the page's language, loaded once (suspends until then);
 * null if they cannot be had (offline before they were saved): the part then shows nothing.
 */
export function useFiledStatusText(): FiledStatusText | null {
  const load = usePlannerWords().filedStatusText;
  let promise = loaded.get(load);
  if (!promise) loaded.set(load, (promise = load().catch(() => null)));
  return use(promise);
}
