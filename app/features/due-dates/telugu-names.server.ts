import { lawNameTe, stateNameTe } from "~/content/te/state-law-names";
import { ALL_STATE_LAWS, isStateLaw, STATE_LAW_PREFIX } from "~/lib/state-laws";
import type { TeluguNames } from "./words/te";

/**
 * The Telugu names of the data's laws and of the States whose laws it has, for the Telugu due-dates page's loader:
 * worked out at build time, so the page's code carries no list of States.
 */
export function teluguNames(laws: readonly string[]): TeluguNames {
  return {
    laws: Object.fromEntries([...laws, ALL_STATE_LAWS].map((law) => [law, lawNameTe(law)])),
    states: Object.fromEntries(
      laws.filter(isStateLaw).map((law) => {
        const name = law.slice(STATE_LAW_PREFIX.length);
        return [name, stateNameTe(name)];
      }),
    ),
  };
}
