import { Copy } from "lucide-react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Field } from "~/components/field";
import { Honeypot, MailtoStatus } from "~/components/form-delivery-parts";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { site } from "~/config/site";
import { isBotSubmission, type MailDraft } from "~/lib/form-delivery";
import { useFormDelivery } from "~/lib/use-form-delivery";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import {
  contactMail,
  contactPayload,
  emptyContact,
  trimContact,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from "./contact-fields";
import { useContactWords } from "./contact-words";

/**
 * The message form: with an endpoint configured it POSTs JSON and reports success only on a 2xx
 * answer, keeping every typed value on failure; without one it opens a prefilled email and says so.
 */
export function ContactForm({ endpoint = site.endpoints.contact }: { endpoint?: string }) {
  const words = useContactWords();
  const { contactFormText } = words;
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const { sending, mailtoLink, deliver } = useFormDelivery(endpoint, contactFormText);
  const formRef = useRef<HTMLFormElement>(null);
  // The email last handed to the mail app, for "Copy message" when no mail app opened.
  const [draft, setDraft] = useState<MailDraft>();
  const [copied, setCopied] = useState<"copied" | "failed">();
  useTypedBeforeHydration(formRef, values, (typed) => setValues((v) => ({ ...v, ...typed })));

  const set =
    (field: keyof ContactValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = validateContact(values, words);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      // Wait for the messages to render, then take the visitor to the first field to fix.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (isBotSubmission(new FormData(form))) return;
    const mail = contactMail(trimContact(values), contactFormText);
    setDraft(mail);
    setCopied(undefined);
    await deliver(contactPayload(values), mail, () => setValues(emptyContact));
  }

  function copyMessage() {
    if (!draft) return;
    const text = `${draft.subject}\n\n${draft.body}`;
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setCopied("copied"),
        () => setCopied("failed"),
      );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={contactFormText.title}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={contactFormText.labels.name} required error={errors.name}>
          <Input
            name="name"
            autoComplete="name"
            placeholder={contactFormText.placeholders.name}
            value={values.name}
            onChange={set("name")}
          />
        </Field>
        <Field label={contactFormText.labels.email} required error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder={contactFormText.placeholders.email}
            value={values.email}
            onChange={set("email")}
          />
        </Field>
        <Field label={contactFormText.labels.phone} error={errors.phone}>
          <Input
            type="tel"
            name="phone"
            autoComplete="tel"
            placeholder={contactFormText.placeholders.phone}
            value={values.phone}
            onChange={set("phone")}
          />
        </Field>
        <Field label={contactFormText.labels.subject} required error={errors.subject}>
          <Input
            name="subject"
            placeholder={contactFormText.placeholders.subject}
            value={values.subject}
            onChange={set("subject")}
          />
        </Field>
      </div>
      <Field label={contactFormText.labels.message} required error={errors.message}>
        <Textarea
          name="message"
          rows={4}
          placeholder={contactFormText.placeholders.message}
          value={values.message}
          onChange={set("message")}
        />
      </Field>
      <Honeypot label={contactFormText.honeypotLabel} />
      <div className="space-y-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? contactFormText.sending : contactFormText.submit}
        </Button>
        {endpoint ? null : <p className="text-sm text-ink-muted">{contactFormText.hintMailto}</p>}
      </div>
      <MailtoStatus
        href={mailtoLink}
        opened={contactFormText.mailtoOpened}
        fallback={contactFormText.mailtoFallback}
        className="text-sm text-ink"
        linkClassName="font-semibold text-brand underline"
      />
      {mailtoLink && draft ? (
        // Beside the email link: a visitor with no mail app copies the message, subject first, to send it elsewhere.
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={copyMessage}>
            <Copy aria-hidden="true" />
            {contactFormText.copy}
          </Button>
          <p role="status" className="text-sm text-ink">
            {copied === "copied"
              ? contactFormText.copied
              : copied === "failed"
                ? contactFormText.copyFailed
                : null}
          </p>
        </div>
      ) : null}
    </form>
  );
}
