import { Field } from "~/components/field";
import { Honeypot } from "~/components/form-delivery-parts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { useContext } from "react";
import { FrameWordsContext } from "~/content/frame";
import * as newsletter from "~/content/newsletter";
import { scriptWords } from "./newsletter-words";

/**
 * The footer's newsletter sign-up, as prerendered markup. Every page shows it and most pages load no React, so its
 * behaviour (the email check, sending or handing over a prefilled email, the status line) is a small script,
 * newsletter-enhance.ts, loaded on every public page. A browser without scripts shows the firm's email instead.
 */
export function NewsletterForm({ endpoint = site.endpoints.newsletter }: { endpoint?: string }) {
  // A page in another language than English: its frame's words (app/content/frame.tsx). The form is in the
  // footer's prerendered markup, so only the build renders it.
  const other = useContext(FrameWordsContext);
  const newsletterText = other?.newsletterText ?? newsletter.newsletterText;
  const validationText = other?.validationText;
  return (
    <>
      <form
        noValidate
        data-newsletter
        data-requires-js
        // The script's words travel with a page in another language than the script's own English.
        data-words={
          other?.newsletterText && validationText
            ? JSON.stringify(scriptWords(other.newsletterText, validationText))
            : undefined
        }
        className="mt-4 space-y-3"
        aria-label={newsletterText.formLabel}
      >
        <Field
          label={newsletterText.label}
          hint={endpoint ? undefined : newsletterText.hintMailto}
          errorSlot
          labelClassName="text-slate-100"
          className="[&_p]:text-slate-300 [&_p[data-field-error]]:text-red-300"
        >
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder={newsletterText.placeholder}
          />
        </Field>
        <Honeypot label={newsletterText.honeypotLabel} />
        <Button type="submit" className="w-full">
          {newsletterText.submit}
        </Button>
        <p role="status" data-form-status className="text-sm text-slate-200" />
      </form>
      <p data-without-js className="mt-4 text-sm text-slate-200">
        {newsletterText.withoutScripts}{" "}
        <a className="underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </p>
    </>
  );
}
