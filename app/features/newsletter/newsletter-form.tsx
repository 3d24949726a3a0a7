import { useState, type FormEvent } from "react";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { newsletterText as t } from "~/content/newsletter";
import { deliverForm, HONEYPOT_FIELD, isBotSubmission, mailtoHref } from "~/lib/form-delivery";
import { notify } from "~/lib/notify";
import { checkEmail } from "~/lib/validators";

export function NewsletterForm({ endpoint = site.endpoints.newsletter }: { endpoint?: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [mailtoLink, setMailtoLink] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const problem = checkEmail(email);
    setError(problem);
    if (problem) return;
    if (isBotSubmission(form)) return;
    setSending(true);
    const result = await deliverForm(
      { email: email.trim() },
      { endpoint, mail: t.mail(email.trim()) },
    );
    setSending(false);
    if (result.kind === "sent") {
      setEmail("");
      void notify("success", t.success);
    } else if (result.kind === "failed") {
      void notify("error", t.failure);
    } else {
      setMailtoLink(result.href);
      window.location.href = result.href;
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3" aria-label="Newsletter">
      <Field
        label={t.label}
        error={error}
        hint={endpoint ? undefined : t.hintMailto}
        labelClassName="text-slate-100"
        className="[&_p]:text-slate-300 [&_p[id$=error]]:text-red-300"
      >
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <Button type="submit" disabled={sending} className="w-full">
        {sending ? t.sending : t.submit}
      </Button>
      <p role="status" className="text-sm text-slate-200">
        {mailtoLink ? (
          <>
            {t.mailtoOpened}{" "}
            <a className="underline" href={mailtoLink || mailtoHref(t.mail(email))}>
              {t.mailtoFallback}
            </a>
          </>
        ) : null}
      </p>
    </form>
  );
}
