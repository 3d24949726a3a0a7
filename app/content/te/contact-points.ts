/*
 * Telugu words of the floating quick-contact buttons.
 * Nothing skipped: floatingActionsText is the only export.
 */
import type * as en from "../contact-points";
import { actionWords } from "./actions";

export const floatingActionsText = {
  label: "త్వరగా సంప్రదించండి",
  whatsapp: actionWords.whatsapp,
  call: "ఫోన్ చేయండి",
  email: "ఈమెయిల్ చేయండి",
  schedule: actionWords.bookShort,
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
} satisfies typeof en.floatingActionsText;
