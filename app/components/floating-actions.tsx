import { CalendarPlus, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { mailtoHref, telHref } from "~/config/site";
import { floatingActionsText as t } from "~/content/contact-points";
import { whatsappGreetings } from "~/content/whatsapp-greetings";
import { cn } from "~/lib/cn";
import { hasPage } from "~/lib/site-pages";
import { whatsappHref } from "~/lib/whatsapp";
import { WhatsAppIcon } from "./whatsapp-icon";

const round =
  "group relative inline-flex items-center justify-center gap-2 md:size-12 md:rounded-full md:shadow-lg transition-transform md:hover:scale-105";

function Label({ children }: { children: ReactNode }) {
  // Visible on phones (the bar has room); on larger screens a tooltip-style label on hover and focus.
  return (
    <span className="text-xs font-semibold md:pointer-events-none md:absolute md:right-14 md:rounded-md md:bg-ink md:px-2.5 md:py-1 md:text-sm md:whitespace-nowrap md:text-white md:opacity-0 md:group-hover:opacity-100 md:group-focus-visible:opacity-100">
      {children}
    </span>
  );
}

/*
 * Contact shortcuts. From 768 px: a vertical stack of round buttons bottom-right (pages keep a gutter for it).
 * On phones: a bar docked to the bottom edge; the layout pads the page by its height, so it never covers content.
 */
export function FloatingActions() {
  const schedule = hasPage("/consultation");
  return (
    <nav
      aria-label={t.label}
      data-floating-actions
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:inset-x-auto md:right-5 md:bottom-5 md:border-0 md:bg-transparent md:pb-0"
    >
      <ul className="grid h-16 auto-cols-fr grid-flow-col md:flex md:h-auto md:flex-col md:gap-3">
        <li>
          <a
            href={whatsappHref(whatsappGreetings.general)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              round,
              "h-full w-full flex-col text-whatsapp-ink md:flex-row md:bg-whatsapp md:text-ink",
            )}
          >
            <WhatsAppIcon className="size-5" />
            <Label>
              {t.whatsapp}
              <span className="sr-only"> {t.newTab}</span>
            </Label>
          </a>
        </li>
        <li>
          <a
            href={telHref}
            className={cn(
              round,
              "h-full w-full flex-col text-navy md:flex-row md:bg-navy md:text-white",
            )}
          >
            <Phone aria-hidden="true" className="size-5" />
            <Label>{t.call}</Label>
          </a>
        </li>
        <li>
          <a
            href={mailtoHref}
            className={cn(
              round,
              "h-full w-full flex-col text-navy md:flex-row md:bg-brand md:text-white",
            )}
          >
            <Mail aria-hidden="true" className="size-5" />
            <Label>{t.email}</Label>
          </a>
        </li>
        {schedule ? (
          <li>
            <Link
              to="/consultation"
              className={cn(round, "h-full w-full flex-col text-ink md:flex-row md:bg-accent")}
            >
              <CalendarPlus aria-hidden="true" className="size-5" />
              <Label>{t.schedule}</Label>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
