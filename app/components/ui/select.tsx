import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** A native <select> styled like Input: the platform's own picker, keyboard and screen-reader support. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className="relative block">
      <select
        className={cn(
          "block min-h-11 w-full appearance-none rounded-control border border-slate-400 bg-white py-2.5 pr-10 pl-3.5 text-base text-ink disabled:bg-surface aria-[invalid=true]:border-high",
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
      />
    </span>
  );
}
