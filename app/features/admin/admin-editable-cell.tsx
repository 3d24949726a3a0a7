import { Save, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { adminText } from "~/content/admin-text";
import { cn } from "~/lib/cn";

const complianceText = adminText.compliance;

interface EditableCellProps {
  value: string;
  /** Column name, e.g. "Due Date". */
  label: string;
  /** The item's form, to name the cell for screen readers. */
  itemName: string;
  editing: boolean;
  onStart: () => void;
  onCancel: () => void;
  /** Returns an error message, or null when saved. */
  onSave: (value: string) => string | null;
  kind?: "text" | "textarea" | "select";
  options?: readonly { value: string; label: string }[];
  /** How the value is shown when not editing (e.g. a priority badge). */
  display?: React.ReactNode;
  /**
   * Called with what was typed when the cell disappears while being edited (its item was deleted in another tab
   * or replaced by an import), so the text can be kept.
   */
  onOrphaned?: (draft: string) => void;
}

/**
 * Click-to-edit: a button showing the value; in edit mode a field with Save and Cancel. Enter saves (Shift+Enter
 * is a new line in long text), Escape cancels; focus returns to the cell afterwards.
 */
export function AdminEditableCell({
  value,
  label,
  itemName,
  editing,
  onStart,
  onCancel,
  onSave,
  kind = "text",
  options = [],
  display,
  onOrphaned,
}: EditableCellProps) {
  const [draft, setDraft] = useState(value);
  // The latest values, for the unmount below (an effect's cleanup sees the values of its own render).
  const latest = useRef({ editing, draft, value, onOrphaned });
  useEffect(() => {
    latest.current = { editing, draft, value, onOrphaned };
  });
  useEffect(
    () => () => {
      const { editing, draft, value, onOrphaned } = latest.current;
      if (editing && draft !== value) onOrphaned?.(draft);
    },
    [],
  );
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const returnFocus = useRef(false);
  const errorId = useId();

  useEffect(() => {
    if (editing) {
      fieldRef.current?.focus();
      if (kind !== "select") fieldRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing, kind]);

  const start = () => {
    setDraft(value);
    setError(null);
    onStart();
  };
  const cancel = () => {
    returnFocus.current = true;
    setError(null);
    onCancel();
  };
  const save = () => {
    const problem = onSave(draft);
    if (problem) {
      setError(problem);
      fieldRef.current?.focus();
      return;
    }
    returnFocus.current = true;
    setError(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === "Enter" && !(kind === "textarea" && event.shiftKey)) {
      event.preventDefault();
      save();
    }
  };

  if (!editing)
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={start}
        className="-mx-2 block min-h-11 w-[calc(100%+1rem)] rounded-md px-2 py-2 text-left hover:bg-brand-soft"
      >
        <span className="sr-only">{`${complianceText.editCell(label, itemName)}: `}</span>
        {display ??
          (value ? (
            value
          ) : (
            <span className="text-ink-muted italic">{complianceText.emptyCell}</span>
          ))}
      </button>
    );

  const common = {
    ref: fieldRef,
    value: draft,
    "aria-label": label,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onKeyDown,
  };
  return (
    <div className="space-y-2">
      {kind === "select" ? (
        <select
          {...common}
          onChange={(e) => setDraft(e.target.value)}
          className="block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : kind === "textarea" ? (
        <Textarea {...common} rows={3} onChange={(e) => setDraft(e.target.value)} />
      ) : (
        <Input {...common} onChange={(e) => setDraft(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-high">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={save}>
          <Save aria-hidden="true" strokeWidth={1.5} />
          {complianceText.save}
        </Button>
        <Button size="sm" variant="outline" onClick={cancel}>
          <X aria-hidden="true" strokeWidth={1.5} />
          {complianceText.cancel}
        </Button>
      </div>
    </div>
  );
}

export const priorityBadgeClass = (priority: string) =>
  cn(
    "inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold",
    priority === "high" && "bg-red-50 text-high",
    priority === "medium" && "bg-amber-50 text-medium",
    priority === "low" && "bg-green-50 text-low",
  );
