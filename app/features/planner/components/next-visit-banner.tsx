import { usePlannerWords } from "../planner-words";

/**
 * The line a returning visitor's plan opens with: "2 filings due this week, 1 overdue", each part a link to where
 * the plan lists them. Rendered only after the marks are read (after hydration), in the place of the example's notice,
 * which a saved plan replaces at the same moment.
 */
export function NextVisitBanner({ thisWeek, overdue }: { thisWeek: number; overdue: number }) {
  const { filedText } = usePlannerWords();
  const link = "font-semibold text-brand underline underline-offset-2";
  return (
    <p role="status" className="text-ink">
      <span className="font-semibold">{filedText.visitLabel}: </span>
      {thisWeek ? (
        <a href="#plan-glance" className={link}>
          {filedText.dueThisWeek(thisWeek)}
        </a>
      ) : (
        filedText.dueThisWeek(0)
      )}
      {", "}
      {overdue ? (
        <a href="#plan-overdue" className={link}>
          {filedText.overdue(overdue)}
        </a>
      ) : (
        filedText.overdue(0)
      )}
    </p>
  );
}
