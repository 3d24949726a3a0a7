import { Menu } from "lucide-react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import type { NavLinkItem } from "~/content/navigation";
import { cn } from "~/lib/cn";
import type { MobileMenuDialog } from "./mobile-menu-dialog";

type DialogComponent = typeof MobileMenuDialog;

/*
 * The slide-in menu below 1024 px. The button is part of every page; the dialog's code loads on the first tap
 * (it cannot open without JavaScript anyway, and the footer repeats the links), which keeps it out of the
 * JavaScript every page loads up front (docs/decisions/004-js-budget.md). We add the body scroll lock and return
 * focus to the menu button when it closes.
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<Parameters<DialogComponent>[0]> | null>(null);
  const location = useLocation();

  // Any navigation (link, back, forward) closes the menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    const root = document.documentElement;
    if (open) {
      root.style.overflow = "hidden";
      return () => {
        root.style.overflow = "";
      };
    }
  }, [open]);

  async function openMenu() {
    if (!Dialog) {
      const { MobileMenuDialog } = await import("./mobile-menu-dialog");
      setDialog(() => MobileMenuDialog);
    }
    setOpen(true);
  }

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={Dialog ? "site-menu" : undefined}
        onClick={() => void openMenu()}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-md",
          scrolled ? "text-ink hover:bg-surface" : "text-white hover:bg-white/10",
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {Dialog ? (
        <Dialog
          links={links}
          booking={booking}
          open={open}
          onClosed={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
