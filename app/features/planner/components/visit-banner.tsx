import { useEffect, useState } from "react";
import { visitCounts, type OverdueFiling } from "../overdue";
import type { Plan } from "../plan";
import { useFiledMarksContext } from "../use-filed-marks";
import { FixedBar } from "./fixed-bar";
import { useFiledStatusText } from "./filed-status-text";

/**
 * The line a returning visitor's plan opens with: "2 filings due this week, 1 overdue", each part a link to where the
 * plan lists them. It appears once the marks are read, after hydration, as a bar fixed under the site's header (as
 * the saved-copy notice is), so nothing on the page moves for it; the visitor closes it, or it closes as they follow
 * a link or scroll on into the page, so that it never lies over what they read or touch there.
 */
export function VisitBanner({ plan, overdue }: { plan: Plan; overdue: readonly OverdueFiling[] }) {
  const text = useFiledStatusText();
  const { marks } = useFiledMarksContext();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) return;
    const from = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - from) > 80) setOpen(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [open]);
  if (!text || !open) return null;
  const counts = visitCounts(plan, overdue, marks);
  const close = () => setOpen(false);
  const link = "font-semibold text-brand underline underline-offset-2";
  return (
    <FixedBar onClose={close} closeLabel={text.close} className="bg-brand-soft">
      <p role="status" className="py-2">
        <span className="font-semibold">{text.visitLabel}: </span>
        {counts.thisWeek ? (
          <a href="#plan-glance" className={link} onClick={close}>
            {text.dueThisWeek(counts.thisWeek)}
          </a>
        ) : (
          text.dueThisWeek(0)
        )}
        {", "}
        {counts.overdue ? (
          <a href="#plan-overdue" className={link} onClick={close}>
            {text.overdue(counts.overdue)}
          </a>
        ) : (
          text.overdue(0)
        )}
      </p>
    </FixedBar>
  );
}
