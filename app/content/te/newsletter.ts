/*
 * Telugu words of the footer's newsletter form and of the email it prepares.
 * Nothing skipped: newsletterText is the only export (its placeholder address is taken from English).
 */
import { site } from "../../config/site";
import * as en from "../newsletter";

export const newsletterText = {
  formLabel: "న్యూస్‌లెటర్",
  label: "ఈమెయిల్ చిరునామా",
  placeholder: en.newsletterText.placeholder,
  submit: "సబ్‌స్క్రైబ్ చేయండి",
  sending: "సబ్‌స్క్రైబ్ చేస్తున్నాం...",
  hintMailto: '"సబ్‌స్క్రైబ్ చేయండి" నొక్కగానే, అభ్యర్థన రాసి ఉన్న మీ ఈమెయిల్ యాప్ తెరుచుకుంటుంది.',
  success: "సబ్‌స్క్రైబ్ చేసినందుకు ధన్యవాదాలు!",
  failure: "సబ్‌స్క్రైబ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  mailtoOpened: "అభ్యర్థనతో మీ ఈమెయిల్ యాప్ ఇప్పుడు తెరుచుకోవాలి. సబ్‌స్క్రిప్షన్ పూర్తి చేయడానికి ఆ ఈమెయిల్‌ను పంపండి.",
  mailtoFallback: `ఏమీ తెరుచుకోకపోతే, "Subscribe" అనే సబ్జెక్ట్‌తో ${site.email}కు ఈమెయిల్ రాయండి.`,
  honeypotLabel: "దీన్ని ఖాళీగా వదిలేయండి",
  withoutScripts: "ఈమెయిల్ ద్వారా కంప్లయన్స్ రిమైండర్లు కావాలంటే, ఈ చిరునామాకు మాకు రాయండి:",
  mail: (email: string) => ({
    to: site.email,
    subject: "Subscribe: కంప్లయన్స్ రిమైండర్లకు సబ్‌స్క్రైబ్",
    body: `దయచేసి ${email} చిరునామాను మీ కంప్లయన్స్ రిమైండర్ ఈమెయిల్స్ జాబితాలో చేర్చండి.\n\n${site.name} వెబ్‌సైట్ ద్వారా పంపినది.`,
  }),
} satisfies typeof en.newsletterText;
