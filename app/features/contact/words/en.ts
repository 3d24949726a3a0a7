import { fullAddress } from "~/config/site";
import * as content from "~/content/contact";
import { validationText } from "~/content/validation";
import { whatsappGreetings } from "~/content/whatsapp-greetings";
import type { ContactWords } from "../contact-words";

/** The English contact page's words (its route module's). */
export const englishWords: ContactWords = {
  contactCards: content.contactCards,
  contactCrumbs: content.contactCrumbs,
  contactCta: content.contactCta,
  contactFormText: content.contactFormText,
  contactHero: content.contactHero,
  officeMapText: content.officeMapText,
  validationText,
  whatsappGreeting: whatsappGreetings.general,
  officeAddress: fullAddress,
};
