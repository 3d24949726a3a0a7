import { site } from "../../config/site";

/*
 * The services pages' words that no page record holds: the first crumb of their trail, and what their structured
 * data says of the firm and where it serves. Each page's own words are in its record.
 */
export const servicePageWords = {
  /** The first crumb of every services page's trail: the home page. */
  homeCrumb: "Home",
  /** The firm's description in the overview's JSON-LD. */
  firmDescription: site.tagline,
  /** Where the firm serves, in the overview's JSON-LD. */
  firmAreaServed: ["Andhra Pradesh", "Telangana", "India"],
  /** The country each service is offered in, in its Service JSON-LD. */
  country: "India",
};
