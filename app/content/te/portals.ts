/*
 * Telugu words of the official portals' strip: each portal's short name stays as the authority writes it (MCA, GST,
 * EPFO), its description is in Telugu. Skipped: the PortalLink type.
 */
import * as en from "../portals";

const descriptions: Record<string, string> = {
  MCA: "కార్పొరేట్ వ్యవహారాల మంత్రిత్వ శాఖ (MCA)",
  "Startup India": "Startup India పోర్టల్ (DPIIT గుర్తింపు)",
  GST: "వస్తు సేవల పన్ను (GST) పోర్టల్",
  DPIIT: "పరిశ్రమలు, అంతర్గత వాణిజ్య ప్రోత్సాహక విభాగం (DPIIT)",
  "Income Tax": "ఆదాయపు పన్ను శాఖ ఈ-ఫైలింగ్",
  "IP India": "ట్రేడ్‌మార్క్స్ రిజిస్ట్రీ, పేటెంట్ ఆఫీసు",
  EPFO: "ఉద్యోగుల భవిష్య నిధి సంస్థ (EPFO)",
  ESIC: "ఉద్యోగుల రాష్ట్ర బీమా సంస్థ (ESIC)",
  Udyam: "MSME ఉద్యమ్ రిజిస్ట్రేషన్",
};

/** The portals with their descriptions in Telugu; a portal added in English keeps its English description. */
export const portals: en.PortalLink[] = en.portals.map((portal) => ({
  ...portal,
  fullName: descriptions[portal.name] ?? portal.fullName,
}));

export const portalStripText = {
  title: "ప్రభుత్వ పోర్టల్స్: నేరుగా లింకులు",
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
} satisfies typeof en.portalStripText;
