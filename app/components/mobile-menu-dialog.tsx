import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import type { NavLinkItem } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { buttonVariants } from "./ui/button";

/*
 * The menu itself, loaded on the first tap of the menu button (components/mobile-menu.tsx). A native modal
 * <dialog>: the browser keeps focus inside it, makes the page behind inert, and closes it on Escape.
 */
export function MobileMenuDialog({
  links,
  booking,
  open,
  onClosed,
}: {
  links: NavLinkItem[];
  booking?: NavLinkItem;
  open: boolean;
  onClosed: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog owns its keyboard handling */}
      <dialog
        ref={dialogRef}
        id="site-menu"
        aria-label="Site menu"
        className="menu-dialog bg-white p-0 text-ink shadow-2xl"
        onClose={onClosed}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
        onKeyDown={(event) => {
          // A modal dialog makes the page inert, but Tab can still leave for the browser's own UI: wrap it.
          if (event.key !== "Tab") return;
          const focusable = [
            ...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
          ];
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between border-b border-line px-5">
            <Link to="/" onClick={close}>
              <Logo />
              <span className="sr-only">, home</span>
            </Link>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end={link.href === "/"}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-12 items-center rounded-lg px-4 text-lg font-medium hover:bg-surface",
                        isActive && "bg-brand-soft text-brand",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {booking ? (
            <div className="border-t border-line p-5">
              <Link
                to={booking.href}
                onClick={close}
                className={cn(buttonVariants({ size: "lg" }), "w-full")}
              >
                {booking.label}
              </Link>
            </div>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
