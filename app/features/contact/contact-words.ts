import { createContext, useContext } from "react";
import type * as english from "~/content/contact";
import type { ValidationText } from "~/content/validation";

/**
 * Everything the contact page says, in the page's language: its content module's words, the form checks'
 * messages, the WhatsApp greeting and the office's address as the page writes it. The page's route module gathers
 * them (one per language), so a page loads the words of its own language only
 * (docs/decisions/025-telugu-edition.md).
 */
export type ContactWords = Pick<
  typeof english,
  | "contactCards"
  | "contactCrumbs"
  | "contactCta"
  | "contactFormText"
  | "contactHero"
  | "officeMapText"
> & {
  validationText: ValidationText;
  /** The WhatsApp message the chat link starts with. */
  whatsappGreeting: string;
  /** The office's address as the page writes it (the map links use the config's own). */
  officeAddress: string;
};

export const ContactWordsContext = createContext<ContactWords | null>(null);

export function useContactWords(): ContactWords {
  const words = useContext(ContactWordsContext);
  if (!words) throw new Error("The contact page's words are provided by its page (ContactPage).");
  return words;
}
