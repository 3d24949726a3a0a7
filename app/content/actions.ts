/**
 * The names of the site's two actions, the same on every page: booking a consultation (the primary action, always
 * leading to /consultation) and writing on WhatsApp (the secondary one). A link that goes anywhere else says where
 * it goes in its own words ("Contact us", "Download the checklist").
 */
export const actionWords = {
  book: "Book a free consultation",
  /** The booking action where a phone's bottom bar gives it a quarter of the screen: at most two short lines. */
  bookShort: "Book a free consultation",
  whatsapp: "Chat on WhatsApp",
};

/** Where the booking action leads. */
export const bookingHref = "/consultation";
