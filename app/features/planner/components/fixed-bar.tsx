import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A bar fixed under the site's header, as the saved-copy notice is: it appears without moving anything on the page
 * and is seen from anywhere in it. Its content, then a 44 px button that closes it.
 */
export function FixedBar({
  children,
  onClose,
  closeLabel,
  className,
}: {
  children: ReactNode;
  onClose: () => void;
  closeLabel: string;
  /** Its background, and how its content is aligned. */
  className?: string;
}) {
  return (
    <div
      className={cn(
        "fixed inset-x-0 top-16 z-30 border-b border-line text-ink shadow-sm print:hidden",
        className,
      )}
    >
      <div className="container-page flex items-center justify-between gap-x-4">
        {children}
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control hover:bg-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
