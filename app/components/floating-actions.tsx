import { SiteLink } from "./site-link";
import { CalendarPlus, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { mailtoHref, telHref } from "~/config/site";
import { useFrameWords } from "~/content/frame";
import * as contactPoints from "~/content/contact-points";
import * as greetings from "~/content/whatsapp-greetings";
import { cn } from "~/lib/cn";
import { hasPage } from "~/lib/site-pages";
import { whatsappHref } from "~/lib/whatsapp";
import { WhatsAppIcon } from "./whatsapp-icon";

// On phones each action is a column: the icon on one line at the same height in every cell, its label centred
// beneath it in at most two lines, with room either side. From 1024 px a round button with the icon centred.
const round =
  "group relative inline-flex items-center justify-start gap-1 px-1 pt-2.5 lg:justify-center lg:gap-2 lg:p-0 lg:size-12 lg:rounded-full lg:shadow-lg transition-transform lg:hover:scale-105";

function Label({ children }: { children: ReactNode }) {
  // Visible on phones (the bar has room); on larger screens a tooltip-style label on hover and focus.
  return (
    <span className="max-w-full text-center text-[0.6875rem] leading-tight font-semibold tracking-tight text-balance lg:pointer-events-none lg:absolute lg:right-14 lg:max-w-none lg:rounded-md lg:bg-ink lg:px-2.5 lg:py-1 lg:text-left lg:text-sm lg:leading-normal lg:tracking-normal lg:whitespace-nowrap lg:text-white lg:opacity-0 lg:group-hover:opacity-100 lg:group-focus-visible:opacity-100">
      {children}
    </span>
  );
}

/*
 * Contact shortcuts. From 1024 px: a vertical stack of round buttons bottom-right (pages keep a gutter for it).
 * On phones: a bar docked to the bottom edge; the layout pads the page by its height, so it never covers content.
 */
export function FloatingActions() {
  const floatingActionsText = useFrameWords(
    "floatingActionsText",
    contactPoints.floatingActionsText,
  );
  const whatsappGreetings = useFrameWords("whatsappGreetings", greetings.whatsappGreetings);
  const schedule = hasPage("/consultation");
  return (
    <nav
      aria-label={floatingActionsText.label}
      data-floating-actions
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] lg:inset-x-auto lg:right-5 lg:bottom-5 lg:border-0 lg:bg-transparent lg:pb-0"
    >
      {/* Equal cells, each at least as wide as its longest word: a long word never overflows its cell. */}
      <ul className="grid h-16 auto-cols-[minmax(min-content,1fr)] grid-flow-col lg:flex lg:h-auto lg:flex-col lg:gap-3">
        <li>
          <a
            href={whatsappHref(whatsappGreetings.general)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              round,
              "h-full w-full flex-col text-whatsapp-ink lg:flex-row lg:bg-whatsapp lg:text-ink",
            )}
          >
            <WhatsAppIcon className="size-5 shrink-0" />
            <Label>
              {floatingActionsText.whatsapp}
              <span className="sr-only"> {floatingActionsText.newTab}</span>
            </Label>
          </a>
        </li>
        <li>
          <a
            href={telHref}
            className={cn(
              round,
              "h-full w-full flex-col text-navy lg:flex-row lg:bg-navy lg:text-white",
            )}
          >
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <Label>{floatingActionsText.call}</Label>
          </a>
        </li>
        <li>
          <a
            href={mailtoHref}
            className={cn(
              round,
              "h-full w-full flex-col text-navy lg:flex-row lg:bg-brand lg:text-white",
            )}
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <Label>{floatingActionsText.email}</Label>
          </a>
        </li>
        {schedule ? (
          <li>
            <SiteLink
              to="/consultation"
              className={cn(round, "h-full w-full flex-col text-ink lg:flex-row lg:bg-accent")}
            >
              <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
              <Label>{floatingActionsText.schedule}</Label>
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
