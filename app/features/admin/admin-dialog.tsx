import { X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { adminText } from "~/content/admin-text";

interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  describedBy?: string;
}

/**
 * A native modal <dialog>: the browser makes the page inert, traps focus and turns Escape into "cancel". Focus goes
 * to the element marked data-autofocus (or the first control) and returns to the opener when the dialog closes.
 */
export function AdminDialog({
  open,
  onClose,
  title,
  children,
  role = "dialog",
  describedBy,
}: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-0 text-ink shadow-card backdrop:bg-navy/60"
    >
      {open ? (
        <div className="max-h-[85dvh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold">
              {title}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={adminText.data.close}
              onClick={onClose}
              className="-mt-2 -mr-2"
            >
              <X aria-hidden="true" strokeWidth={1.5} />
            </Button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

/** `confirm(message)` resolves true or false from an accessible dialog; render `dialog` once in the tree. */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const messageId = useId();
  const confirm = useCallback(
    (message: string, confirmLabel: string = adminText.data.confirm) =>
      new Promise<boolean>((resolve) => setRequest({ message, confirmLabel, resolve })),
    [],
  );
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const dialog = (
    <AdminDialog
      open={request !== null}
      onClose={() => answer(false)}
      title={adminText.data.confirmTitle}
      role="alertdialog"
      describedBy={messageId}
    >
      <p id={messageId} className="text-base">
        {request?.message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* The safe choice has focus, so Enter on a stray key press never destroys data. */}
        <Button variant="outline" data-autofocus onClick={() => answer(false)}>
          {adminText.data.cancel}
        </Button>
        <Button variant="danger" onClick={() => answer(true)}>
          {request?.confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
  return { confirm, dialog };
}
