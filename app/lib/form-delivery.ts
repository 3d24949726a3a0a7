/**
 * How a form reaches the firm: POST JSON to a configured endpoint and report success only on a 2xx
 * answer; with no endpoint, hand the visitor a prefilled email instead. Never a pretend success.
 */
export type Delivery =
  { kind: "sent" } | { kind: "failed"; reason: string } | { kind: "mailto"; href: string };

export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

export function mailtoHref({ to, subject, body }: MailDraft): string {
  // encodeURIComponent, not URLSearchParams: mail clients expect %20 for spaces, not '+'.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export async function deliverForm(
  fields: Record<string, string>,
  {
    endpoint,
    mail,
    fetchImpl = fetch,
  }: { endpoint?: string; mail: MailDraft; fetchImpl?: typeof fetch },
): Promise<Delivery> {
  if (!endpoint) return { kind: "mailto", href: mailtoHref(mail) };
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
    });
    return response.ok ? { kind: "sent" } : { kind: "failed", reason: `HTTP ${response.status}` };
  } catch (error) {
    return { kind: "failed", reason: error instanceof Error ? error.message : "Network error" };
  }
}

/** Bots fill every field; people never see this one. A filled honeypot drops the submission silently. */
export const HONEYPOT_FIELD = "company_website";
export const isBotSubmission = (form: FormData) =>
  String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "";
