import { CircleAlert } from "lucide-react";
import { cloneElement, useId, type ReactElement } from "react";
import { cn } from "~/lib/cn";

interface FieldProps {
  label: string;
  /** The control; Field wires id, aria-describedby and aria-invalid into it. */
  children: ReactElement<Record<string, unknown>>;
  hint?: string;
  error?: string;
  /**
   * Always render the error line (hidden while there is no error), for a form whose checks run in a small script
   * on a page without React: the script fills it (features/newsletter/newsletter-enhance.ts).
   */
  errorSlot?: boolean;
  required?: boolean;
  className?: string;
  labelClassName?: string;
}

/** Label above, hint below, error in red with an icon; all linked to the control for screen readers. */
export function Field({
  label,
  children,
  hint,
  error,
  errorSlot = false,
  required,
  className,
  labelClassName,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const showErrorLine = Boolean(error) || errorSlot;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className={cn("block text-sm font-semibold text-ink", labelClassName)}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-high">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {showErrorLine ? (
        <p
          id={`${id}-error`}
          hidden={!error}
          data-field-error
          className="flex items-start gap-1.5 text-sm font-medium text-high"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span data-field-error-text>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
