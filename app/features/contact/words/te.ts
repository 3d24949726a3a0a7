import * as content from "~/content/te/contact";
import { officeAddress } from "~/content/te/firm";
import { validationText } from "~/content/te/validation";
import { whatsappGreetings } from "~/content/te/whatsapp-greetings";
import type { ContactWords } from "../contact-words";

/** The Telugu contact page's words (its route module's), the office's address and the WhatsApp greeting included. */
export const teluguWords: ContactWords = {
  contactCards: content.contactCards,
  contactCrumbs: content.contactCrumbs,
  contactCta: content.contactCta,
  contactFormText: content.contactFormText,
  contactHero: content.contactHero,
  officeMapText: content.officeMapText,
  validationText,
  whatsappGreeting: whatsappGreetings.general,
  officeAddress,
};
