import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/** The brand mark: a seal whose check stroke stands for a filing done right. Pure SVG, sized up front. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      className={cn("shrink-0", className)}
    >
      <rect x="2" y="2" width="36" height="36" rx="10" fill="#0b2545" />
      <rect
        x="2.75"
        y="2.75"
        width="34.5"
        height="34.5"
        rx="9.25"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="1.5"
      />
      <path
        d="M12 27V13l16 14V13"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="28" cy="13" r="2.6" fill="#f59e0b" />
    </svg>
  );
}

/** The firm's name set in two lines: the short name, then the rest ("Corporate Advisors"). */
const rest = site.name.replace(site.shortName, "").trim();

export function Logo({
  tone = "dark",
  className,
}: {
  /** "header": the site header's colours, which change as the page scrolls (app.css, `.site-header`). */
  tone?: "dark" | "light" | "header";
  className?: string;
}) {
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            "text-lg font-bold tracking-tight",
            { light: "text-white", dark: "text-navy", header: "text-(--header-name)" }[tone],
          )}
        >
          {site.shortName}
        </span>{" "}
        <span
          className={cn(
            "text-[0.7rem] font-medium tracking-wide uppercase",
            { light: "text-slate-200", dark: "text-ink-muted", header: "text-(--header-muted)" }[
              tone
            ],
          )}
        >
          {rest}
        </span>
      </span>
    </span>
  );
}
