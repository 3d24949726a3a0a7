/*
 * Telugu words of the official portals' strip. Skipped: `portals` (the portals' names and full names are the
 * authorities' own, kept as they write them) and the PortalLink type.
 */
import type * as en from "../portals";

export const portalStripText = {
  title: "అధికారిక పోర్టల్స్‌కు త్వరిత ప్రవేశం",
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
} satisfies typeof en.portalStripText;
