import { useRef, useState, type FormEvent } from "react";
import { Field } from "~/components/field";
import { Honeypot, MailtoStatus } from "~/components/form-delivery-parts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { newsletterText as t } from "~/content/newsletter";
import { isBotSubmission } from "~/lib/form-delivery";
import { useFormDelivery } from "~/lib/use-form-delivery";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { checkEmail } from "~/lib/validators";

export function NewsletterForm({ endpoint = site.endpoints.newsletter }: { endpoint?: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const { sending, mailtoLink, deliver } = useFormDelivery(endpoint, t);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { email }, (typed) => setEmail(typed.email ?? ""));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const problem = checkEmail(email);
    setError(problem);
    if (problem) return;
    if (isBotSubmission(form)) return;
    await deliver({ email: email.trim() }, t.mail(email.trim()), () => setEmail(""));
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="mt-4 space-y-3"
      aria-label={t.formLabel}
    >
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
      <Honeypot label={t.honeypotLabel} />
      <Button type="submit" disabled={sending} className="w-full">
        {sending ? t.sending : t.submit}
      </Button>
      <MailtoStatus
        href={mailtoLink}
        opened={t.mailtoOpened}
        fallback={t.mailtoFallback}
        className="text-sm text-slate-200"
        linkClassName="underline"
      />
    </form>
  );
}
