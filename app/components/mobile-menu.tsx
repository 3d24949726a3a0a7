import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import type { NavLinkItem } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { SiteLink, SiteNavLink } from "./site-link";
import { buttonVariants } from "./ui/button";

const MENU_ID = "site-menu";

/*
 * The menu below 1024 px: a popover (the Popover API), so it works on pages without scripts. The browser opens it
 * from the button, closes it on Escape, on a click outside and from the close button, and returns focus to the
 * menu button. The site's script (app/browser/menu-focus.ts) holds focus in it while it is open: the rest of the
 * page is inert and Tab cycles through the menu. app.css slides it in from the right and keeps the page behind it
 * from scrolling while it is open.
 */
export function MobileMenu({ links, booking }: { links: NavLinkItem[]; booking?: NavLinkItem }) {
  const menuText = useFrameWords("menuText", navigation.menuText);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // On a page that hydrates, a link to another such page navigates without a page load: close the menu then.
  useEffect(() => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }, [pathname]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-(--header-hover)"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{menuText.open}</span>
      </button>
      <div
        ref={panel}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={menuText.label}
        className="menu-panel bg-white p-0 text-ink shadow-2xl"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between border-b border-line px-5">
            <SiteLink to="/">
              <Logo />
              <span className="sr-only">{menuText.homeSuffix}</span>
            </SiteLink>
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{menuText.close}</span>
            </button>
          </div>
          <nav aria-label={menuText.mobileLabel} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.href}>
                  <SiteNavLink
                    to={link.href}
                    end={link.href === "/"}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-12 items-center rounded-lg px-4 text-lg font-medium hover:bg-surface",
                        isActive && "bg-brand-soft text-brand",
                      )
                    }
                  >
                    {link.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
          </nav>
          {booking ? (
            <div className="border-t border-line p-5">
              <SiteLink to={booking.href} className={cn(buttonVariants({ size: "lg" }), "w-full")}>
                {booking.label}
              </SiteLink>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
