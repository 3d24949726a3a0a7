/*
 * The firm's details that the site's config (app/config/site.ts) writes in English, in Telugu. Each is the Telugu
 * of the config's text as it stands; once the firm changes the config, its own words show instead, so a Telugu page
 * never states hours, an address or a description the firm no longer gives.
 */
import { fullAddress, site } from "../../config/site";

/** Office hours. */
export const hours =
  site.hours === "Monday to Saturday, 10:00 AM to 6:30 PM IST"
    ? "సోమవారం నుంచి శనివారం వరకు, ఉదయం 10:00 నుంచి సాయంత్రం 6:30 వరకు (IST)"
    : site.hours;

/** The office's address. */
export const officeAddress =
  fullAddress === "2nd Floor, Lakshmipuram Main Road, Guntur, Andhra Pradesh 522007, India"
    ? "రెండో అంతస్తు, లక్ష్మీపురం మెయిన్ రోడ్, గుంటూరు, ఆంధ్రప్రదేశ్ 522007, భారతదేశం"
    : fullAddress;

/** The firm's one-line description (site.tagline). */
export const tagline =
  site.tagline === "Company secretaries for founders: incorporate, stay compliant and grow."
    ? "వ్యవస్థాపకుల కోసం కంపెనీ సెక్రటరీలు: కంపెనీ రిజిస్ట్రేషన్, కంప్లయన్స్, వ్యాపార వృద్ధి."
    : site.tagline;

/** The office's town. */
export const officeLocality =
  site.address.locality === "Guntur" ? "గుంటూరు" : site.address.locality;
