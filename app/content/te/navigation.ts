/*
 * Telugu words of the header, the mobile menu and the footer.
 * Skipped: the interface NavLinkItem (a type, no words).
 */
import * as en from "../navigation";
import { actionWords } from "./actions";

export const mainNav: en.NavLinkItem[] = [
  { label: "హోమ్", href: en.mainNav[0]!.href },
  { label: "మా గురించి", href: en.mainNav[1]!.href },
  { label: "సేవలు", href: en.mainNav[2]!.href },
  { label: "గడువు తేదీలు", href: en.mainNav[3]!.href },
  { label: "బ్లాగ్", href: en.mainNav[4]!.href },
];

/** The header's and the mobile menu's words for screen readers. */
export const menuText = {
  mainLabel: "ప్రధాన మెనూ",
  mobileLabel: "మొబైల్ మెనూ",
  label: "సైట్ మెనూ",
  open: "మెనూ తెరవండి",
  close: "మెనూ మూసివేయండి",
  breadcrumb: "పేజీ మార్గం",
  homeSuffix: ", హోమ్ పేజీ",
} satisfies typeof en.menuText;

export const bookConsultation: en.NavLinkItem = {
  label: actionWords.book,
  href: en.bookConsultation.href,
};

export const quickLinks: en.NavLinkItem[] = [
  { label: "హోమ్", href: en.quickLinks[0]!.href },
  { label: "మా గురించి", href: en.quickLinks[1]!.href },
  { label: "సేవలు", href: en.quickLinks[2]!.href },
  { label: "కంప్లయన్స్ గడువు తేదీలు", href: en.quickLinks[3]!.href },
  { label: "బ్లాగ్ (ఇంగ్లీష్‌లో)", href: en.quickLinks[4]!.href },
  { label: "సంప్రదించండి", href: en.quickLinks[5]!.href },
];

export const footerServices: en.NavLinkItem[] = [
  { label: "వ్యాపార రిజిస్ట్రేషన్", href: en.footerServices[0]!.href },
  { label: "కంప్లయన్స్, ఫైలింగ్‌లు", href: en.footerServices[1]!.href },
  { label: "పన్నులు, GST", href: en.footerServices[2]!.href },
  { label: "లీగల్ డాక్యుమెంటేషన్", href: en.footerServices[3]!.href },
  { label: "ట్రేడ్‌మార్క్, IPR", href: en.footerServices[4]!.href },
];

export const legalLinks: en.NavLinkItem[] = [
  { label: "వినియోగ నిబంధనలు (ఇంగ్లీష్‌లో)", href: en.legalLinks[0]!.href },
  { label: "గోప్యతా విధానం (ఇంగ్లీష్‌లో)", href: en.legalLinks[1]!.href },
  { label: "డిస్‌క్లెయిమర్ (ఇంగ్లీష్‌లో)", href: en.legalLinks[2]!.href },
];

export const footerText = {
  about:
    "వ్యవస్థాపకులకు, NRIలకు, ఎదుగుతున్న వ్యాపారాలకు రిజిస్ట్రేషన్ నుంచి ఏటా కంప్లయన్స్ దాకా, బ్రాండ్ రక్షణ దాకా అండగా ఉండే కంపెనీ సెక్రటరీ ప్రాక్టీస్.",
  disclaimer:
    "ఈ వెబ్‌సైట్‌లోని సమాచారం సాధారణ మార్గదర్శనం కోసం మాత్రమే. ఇది న్యాయ, పన్ను లేదా ఇతర వృత్తిపరమైన సలహా కాదు; దీన్ని చదివినంత మాత్రాన మీకూ మాకూ మధ్య క్లయింట్ సంబంధం ఏర్పడదు. నిబంధనలు, గడువు తేదీలు మారుతుంటాయి: ఏ చర్య తీసుకునే ముందైనా మీ విషయంలో ఏది వర్తిస్తుందో అర్హత కలిగిన నిపుణుడితో నిర్ధారించుకోండి.",
  newsletterTitle: "కంప్లయన్స్ రిమైండర్లు",
  newsletterIntro: "ముఖ్యమైన గడువు తేదీలకు ముందు ఒక చిన్న ఈమెయిల్. స్పామ్ ఉండదు; ఎప్పుడైనా అన్‌సబ్‌స్క్రైబ్ చేసుకోవచ్చు.",
  areasTitle: "మేం సేవలు అందించే ప్రాంతాలు",
} satisfies typeof en.footerText;

export const copyrightText = {
  rightsReserved: "సర్వహక్కులు సంరక్షించబడ్డాయి.",
} satisfies typeof en.copyrightText;

export const prerenderedFrameText = {
  quickLinksTitle: "ముఖ్యమైన పేజీలు",
  servicesTitle: "మా సేవలు",
  socialLabel: "సోషల్ మీడియా",
  languageLabel: "ఈ పేజీని ఈ భాషలో చదవండి:",
  otherHomeLabel: "ఈ భాషలో హోమ్ పేజీ:",
} satisfies typeof en.prerenderedFrameText;

export const componentText = {
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  stepLabel: "దశ",
} satisfies typeof en.componentText;
