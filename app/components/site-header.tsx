import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { bookConsultation, mainNav } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { existingLinks, hasPage } from "~/lib/site-pages";
import { MobileMenu } from "./mobile-menu";
import { Logo } from "./logo";
import { buttonVariants } from "./ui/button";

/** Fixed header: transparent over the navy hero, white once the page scrolls. */
export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const links = existingLinks(mainNav);
  const showBooking = hasPage(bookConsultation.href);

  return (
    <header
      data-site-header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-200",
        scrolled
          ? "bg-white text-ink shadow-[0_1px_0_#e2e8f0,0_4px_16px_-8px_rgb(15_23_42/0.2)]"
          : "on-dark bg-transparent text-white",
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-md">
          <Logo tone={scrolled ? "dark" : "light"} />
          <span className="sr-only">, home</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end={link.href === "/"}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors",
                      scrolled ? "hover:bg-surface" : "hover:bg-white/10",
                      isActive &&
                        (scrolled
                          ? "text-brand"
                          : "underline decoration-accent decoration-2 underline-offset-8"),
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {showBooking ? (
            <span className="hidden sm:contents">
              <Link to={bookConsultation.href} className={buttonVariants({ size: "sm" })}>
                {bookConsultation.label}
              </Link>
            </span>
          ) : null}
          <MobileMenu
            links={links}
            booking={showBooking ? bookConsultation : undefined}
            scrolled={scrolled}
          />
        </div>
      </div>
    </header>
  );
}
