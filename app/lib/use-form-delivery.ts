import { useState } from "react";
import { deliverForm, type MailDraft } from "./form-delivery";
import { notify } from "./notify";

export interface DeliveryText {
  success: string;
  failure: string;
}

/**
 * The sending half of every enquiry form, in one place: POST to the endpoint and toast success only
 * on a 2xx answer (then `onSent`, which clears the form); toast the failure and keep every typed value otherwise;
 * with no endpoint, open the prefilled email and keep its link (`mailtoLink`) for a visitor whose mail app did not
 * open.
 */
export function useFormDelivery(endpoint: string | undefined, text: DeliveryText) {
  const [sending, setSending] = useState(false);
  const [mailtoLink, setMailtoLink] = useState<string>();

  async function deliver(fields: Record<string, string>, mail: MailDraft, onSent: () => void) {
    setSending(true);
    const result = await deliverForm(fields, { endpoint, mail });
    setSending(false);
    if (result.kind === "sent") {
      onSent();
      void notify("success", text.success);
    } else if (result.kind === "failed") {
      void notify("error", text.failure);
    } else {
      setMailtoLink(result.href);
      window.location.href = result.href;
    }
  }

  return { sending, mailtoLink, deliver };
}
