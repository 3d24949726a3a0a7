import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavLinkItem } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { buttonVariants } from "./ui/button";

/*
 * The slide-in menu below 1024 px is a native modal <dialog>: the browser keeps focus inside it, makes the page
 * behind inert, and closes it on Escape. We add the body scroll lock and return focus to the menu button.
 */
export function MobileMenu({
  links,
  booking,
  scrolled,
}: {
  links: NavLinkItem[];
  booking?: NavLinkItem;
  scrolled: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  const close = () => dialogRef.current?.close();

  useEffect(() => {
    // Any navigation (link, back, forward) closes the menu.
    close();
  }, [location.pathname]);

  useEffect(() => {
    const root = document.documentElement;
    if (open) {
      root.style.overflow = "hidden";
      return () => {
        root.style.overflow = "";
      };
    }
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-md",
          scrolled ? "text-ink hover:bg-surface" : "text-white hover:bg-white/10",
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog owns its keyboard handling */}
      <dialog
        ref={dialogRef}
        id="site-menu"
        aria-label="Site menu"
        className="menu-dialog bg-white p-0 text-ink shadow-2xl"
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
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
    </div>
  );
}
