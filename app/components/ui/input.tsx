import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const fieldClass =
  "block w-full rounded-control border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 aria-[invalid=true]:border-high disabled:bg-surface";

// ComponentProps (not *HTMLAttributes) so a ref passes through to the element (React 19 refs are props).
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClass, "min-h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, className)} {...props} />;
}
