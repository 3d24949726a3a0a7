import { usePlannerWords } from "../planner-words";

/**
 * Said where the past-due list stands when it, or the marks file, could not be loaded (offline before their code or
 * words were saved): part of the page's first load, so that it can be said when they are missing.
 */
export function PartsMissing() {
  const { filedText } = usePlannerWords();
  return (
    <p
      role="status"
      className="mt-6 rounded-card border-l-4 border-medium bg-accent-soft p-4 text-ink print:hidden"
    >
      {filedText.partsMissing}
    </p>
  );
}
