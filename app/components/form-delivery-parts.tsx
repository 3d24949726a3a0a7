import { HONEYPOT_FIELD } from "~/lib/form-delivery";

/** Hidden from people and assistive technology; bots fill it, and a filled one drops the submission. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The live region under a form: empty until the prefilled email has been handed over, then says so, with the link
 * again for a visitor whose mail app did not open.
 */
export function MailtoStatus({
  href,
  opened,
  fallback,
  className,
  linkClassName,
}: {
  href: string | undefined;
  opened: string;
  fallback: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <p role="status" className={className}>
      {href ? (
        <>
          {opened}{" "}
          <a className={linkClassName} href={href}>
            {fallback}
          </a>
        </>
      ) : null}
    </p>
  );
}
