import { SiteLink } from "~/components/site-link";
import { Download, Mail, Rocket } from "lucide-react";
import { WhatsAppIcon } from "~/components/whatsapp-icon";
import { buttonVariants } from "~/components/ui/button";
import type { checklistPageText } from "~/content/incorporation-checklists";
import { hasPage } from "~/lib/site-pages";

interface ChecklistActionsProps {
  text: typeof checklistPageText;
  pdfHref: string;
  pdfFileName: string;
  whatsappHref: string;
}

/**
 * Download Checklist PDF (a real file built with the site), Start Registration Process and Contact Us.
 * Links to pages missing from this build are left out, as everywhere on the site. Hidden when printing.
 */
export function ChecklistActions({
  text,
  pdfHref,
  pdfFileName,
  whatsappHref,
}: ChecklistActionsProps) {
  return (
    <div className="no-print">
      <div
        role="group"
        aria-label={text.actionsLabel}
        className="flex flex-wrap items-center gap-3"
      >
        <a
          href={pdfHref}
          download={pdfFileName}
          type="application/pdf"
          className={buttonVariants({ variant: "primary", size: "lg" })}
        >
          <Download aria-hidden="true" strokeWidth={1.5} />
          {text.downloadPdf}
        </a>
        {hasPage(text.startRegistration.href) ? (
          <SiteLink
            to={text.startRegistration.href}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            <Rocket aria-hidden="true" strokeWidth={1.5} />
            {text.startRegistration.label}
          </SiteLink>
        ) : null}
        {hasPage(text.contactUs.href) ? (
          <SiteLink
            to={text.contactUs.href}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            <Mail aria-hidden="true" strokeWidth={1.5} />
            {text.contactUs.label}
          </SiteLink>
        ) : null}
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "whatsapp", size: "lg" })}
        >
          <WhatsAppIcon />
          {text.whatsapp}
          <span className="sr-only">{` ${text.newTab}`}</span>
        </a>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{text.pdfNote}</p>
    </div>
  );
}
