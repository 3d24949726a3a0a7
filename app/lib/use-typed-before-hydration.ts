import { useEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The named fields inside `root` whose value is not the one React rendered, keyed by name. A field that is missing
 * or that holds the rendered value is left out.
 */
export function typedValues(
  root: ParentNode,
  rendered: Readonly<Record<string, string>>,
): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(rendered)) {
    const field = root.querySelector(`[name="${CSS.escape(name)}"]`);
    if (isField(field) && field.value !== value) typed[name] = field.value;
  }
  return typed;
}

/**
 * Keeps what a visitor typed or picked in a prerendered field before React hydrated it (or what a password manager
 * filled in). React leaves such a value in the field but not in the component's state, so a submit would see an
 * empty field and the next render would wipe it. Once mounted, this reads the fields named in `rendered` (the
 * values of the first render) and hands the ones that differ to `adopt`.
 *
 * Call it after the component's other effects: React runs a component's effects in order, and an effect that sets
 * the state from the URL on arrival must not overwrite what is adopted. On a client-side render the fields hold
 * the rendered values, so nothing happens.
 */
export function useTypedBeforeHydration<Values extends { [Name in keyof Values]: string }>(
  rootRef: RefObject<ParentNode | null>,
  rendered: Values,
  adopt: (typed: Partial<Values>) => void,
) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const typed = typedValues(root, rendered);
    if (Object.keys(typed).length > 0) adopt(typed as Partial<Values>);
    // Once, right after the first render: from then on React keeps the fields and the state in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
