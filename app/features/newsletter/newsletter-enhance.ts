import { newsletterText } from "~/content/newsletter";
import { deliverForm, isBotSubmission } from "~/lib/form-delivery";
import { checkEmail } from "~/lib/validators";
import { validationText } from "~/content/validation";
import { scriptWords, type ScriptWords } from "./newsletter-words";

/** The form's own words (a Telugu page's), else the English ones. */
function wordsOf(form: HTMLFormElement): ScriptWords {
  try {
    if (form.dataset.words) return JSON.parse(form.dataset.words) as ScriptWords;
  } catch {
    // Unreadable: English below.
  }
  return scriptWords(newsletterText, validationText);
}

interface Options {
  /** Where sign-ups are POSTed; without one the visitor gets a prefilled email. */
  endpoint: string | undefined;
  fetchImpl?: typeof fetch;
  /** Hands the prefilled email to the visitor's mail app. */
  openMail?: (href: string) => void;
}

/**
 * The newsletter sign-up's behaviour, for the prerendered form of NewsletterForm on any page, with or without
 * React. An address that does not look like one gets a message next to the field (linked to it for screen
 * readers) and keeps what was typed; success is reported only on a 2xx answer, and a failure keeps the address;
 * with no endpoint the visitor's mail app opens with the request, and the status line keeps the link.
 */
export function enhanceNewsletter(
  form: HTMLFormElement,
  { endpoint, fetchImpl = fetch, openMail = (href) => window.location.assign(href) }: Options,
) {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const errorLine = form.querySelector<HTMLElement>("[data-field-error]");
  const errorText = errorLine?.querySelector<HTMLElement>("[data-field-error-text]");
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !errorLine || !errorText || !status || !button) return;
  const hint = input.getAttribute("aria-describedby");
  const t = wordsOf(form);
  // The button's own label, in the page's language, comes back once a sign-up is sent.
  const submitLabel = button.textContent;

  const showError = (message: string | undefined) => {
    errorLine.hidden = !message;
    errorText.textContent = message ?? "";
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    const describedBy = [hint, message ? errorLine.id : null].filter(Boolean).join(" ");
    if (describedBy) input.setAttribute("aria-describedby", describedBy);
    else input.removeAttribute("aria-describedby");
  };

  let sending = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    const problem =
      checkEmail(input.value) && (input.value.trim() ? t.emailInvalid : t.emailMissing);
    showError(problem);
    if (problem) {
      input.focus();
      return;
    }
    if (isBotSubmission(new FormData(form))) return;
    const email = input.value.trim();
    sending = true;
    button.disabled = true;
    button.textContent = t.sending;
    status.textContent = "";
    void deliverForm(
      { email },
      {
        endpoint,
        mail: {
          to: newsletterText.mail(email).to,
          subject: t.subject.replaceAll("{email}", email),
          body: t.body.replaceAll("{email}", email),
        },
        fetchImpl,
      },
    ).then((result) => {
      sending = false;
      button.disabled = false;
      button.textContent = submitLabel;
      if (result.kind === "sent") {
        input.value = "";
        status.textContent = t.success;
      } else if (result.kind === "failed") {
        status.textContent = t.failure;
      } else {
        const link = document.createElement("a");
        link.href = result.href;
        link.className = "underline";
        link.textContent = t.mailtoFallback;
        status.replaceChildren(`${t.mailtoOpened} `, link);
        openMail(result.href);
      }
    });
  });
}
