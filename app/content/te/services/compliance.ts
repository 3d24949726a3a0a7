// Skips no export: compliancePage holds words; its non-word values are read from the English page.

import { site } from "../../../config/site";
import * as en from "../../services/compliance";

const { claims } = site;
const enPage = en.compliancePage;
type EnSection = (typeof enPage.sections)[number];

/** The English section with this id and kind; a mismatch is a content error, thrown when the module loads. */
function enSection<K extends EnSection["kind"]>(id: string, kind: K) {
  const found = enPage.sections.find((s) => s.id === id);
  if (!found || found.kind !== kind)
    throw new Error(`te/services/compliance: no English ${kind} section "${id}"`);
  return found as Extract<EnSection, { kind: K }>;
}

/** The English value, which must exist. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`te/services/compliance: no English ${what}`);
  return value;
}

const enAnnual = enSection("annual-filings", "cards");
const enChanges = enSection("corporate-changes", "cards");
const enLateFees = enSection("late-fees", "notice");
const annualIcon = (i: number) => must(enAnnual.cards[i], `annual card ${i}`).icon;
const changeIcon = (i: number) => must(enChanges.cards[i], `change card ${i}`).icon;

export const compliancePage = {
  path: enPage.path,
  crumb: "కంప్లయన్స్, ఫైలింగ్‌లు",
  service: {
    name: "కంప్లయన్స్, రెగ్యులేటరీ ఫైలింగ్‌లు, పన్నులు",
    serviceType: "కార్పొరేట్ కంప్లయన్స్, ROC ఫైలింగ్‌లు",
  },
  greeting: enPage.greeting,
  meta: {
    title: "కంపెనీలు, LLPలకు ROC కంప్లయన్స్, వార్షిక ఫైలింగ్‌లు",
    description:
      "AOC-4, MGT-7, LLP Form 8, 11, DIR-3 KYC, GST రిటర్న్‌లు, పన్ను ఫైలింగ్‌లు; రిజిస్టర్డ్ ఆఫీసు, డైరెక్టర్, షేర్ క్యాపిటల్, MOA మార్పులు కూడా సకాలంలో దాఖలు.",
  },
  hero: {
    eyebrow: "కంప్లయన్స్, ఫైలింగ్‌లు",
    title: "కంప్లయన్స్, రెగ్యులేటరీ ఫైలింగ్‌లు, పన్నులు",
    promise:
      "ప్రతి కంపెనీ, LLP ఏడాది పొడవునా రిజిస్ట్రార్‌కు, GST శాఖకు, ఆదాయపు పన్ను శాఖకు రిటర్న్‌లు దాఖలు చేస్తూనే ఉండాలి. మేం క్యాలెండర్ చూసుకుంటాం, ఫారాలు సిద్ధం చేస్తాం, ఆలస్య రుసుములు మొదలయ్యే ముందే దాఖలు చేస్తాం.",
    primary: { label: "మీ కంప్లయన్స్ సమీక్ష పొందండి", to: enPage.hero.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.hero.secondary.whatsapp },
    trust: [
      `${claims.onTimeDelivery} సకాలంలో ఫైలింగ్ రికార్డు`,
      "కంపెనీలు, LLPలు, OPCలు",
      "ప్రతి గడువుకు ముందే రిమైండర్లు",
    ],
    illustration: {
      src: enPage.hero.illustration.src,
      alt: "ఎరుపు వృత్తంతో గుర్తించిన గడువు తేదీ, పూర్తైన ఫైలింగ్‌కు ఆకుపచ్చ టిక్ ఉన్న క్యాలెండర్",
      width: enPage.hero.illustration.width,
      height: enPage.hero.illustration.height,
    },
  },
  sections: [
    {
      kind: enAnnual.kind,
      id: enAnnual.id,
      eyebrow: "ప్రతి సంవత్సరం",
      title: "వార్షిక కంప్లయన్స్, పన్ను ఫైలింగ్‌లు",
      intro:
        "మీ వ్యాపారంలో లావాదేవీలు జరిగినా జరగకపోయినా ప్రతి సంవత్సరం దాఖలు చేయాల్సిన రిటర్న్‌లు ఇవి. వీటిని వదిలేస్తే ఆలస్య రుసుములు పెరుగుతూనే ఉంటాయి; కొంత కాలానికి డైరెక్టర్లపై అనర్హత వేటు కూడా పడవచ్చు.",
      columns: must(enAnnual.columns, "columns of the annual filings"),
      cards: [
        {
          icon: annualIcon(0),
          title: "కంపెనీ కంప్లయన్స్",
          description: "Companies Act, 2013 కింద ప్రైవేట్ లేదా పబ్లిక్ కంపెనీ ఏటా పాటించాల్సిన కంప్లయన్స్.",
          features: [
            "ఏడాదికి నాలుగు బోర్డు సమావేశాలు, వరుస సమావేశాల మధ్య 120 రోజులకు మించకుండా (చిన్న కంపెనీలు, OPCలకు రెండు సమావేశాలు)",
            "ఆర్థిక సంవత్సరం ముగిసిన ఆరు నెలల్లోగా AGM (వార్షిక సర్వసభ్య సమావేశం); OPCకి AGM ఉండదు, అది 180 రోజుల్లోగా AOC-4 దాఖలు చేస్తుంది",
            "AOC-4, MGT-7 లేదా MGT-7A",
            "DPT-3, MSME Form-1; ఆడిటర్‌ను నియమించిన సంవత్సరంలో ADT-1",
          ],
        },
        {
          icon: annualIcon(1),
          title: "LLP కంప్లయన్స్",
          description: "LLP Act, 2008 కింద రెండు వార్షిక ఫారాలు, LLP ఆదాయపు పన్ను రిటర్న్.",
          features: [
            "Form 11, వార్షిక రిటర్న్: 30 మే లోగా",
            "Form 8, ఖాతాలు, సాల్వెన్సీ స్టేట్‌మెంట్: 30 అక్టోబర్ లోగా",
            "ITR-5: 31 ఆగస్టు లోగా, ఆడిట్ ఉంటే 31 అక్టోబర్ లోగా",
            "భాగస్వాములు, వారి కంట్రిబ్యూషన్‌లో మార్పులు",
          ],
        },
        {
          icon: annualIcon(2),
          title: "GST కంప్లయన్స్",
          description: "నెలవారీ లేదా త్రైమాసిక రిటర్న్‌లు, వార్షిక రిటర్న్; అన్నీ మీ లెక్కల పుస్తకాలతో సరిపోల్చి.",
          features: [
            "GSTR-1: 11వ తేదీ లోగా; ₹5 కోట్ల వరకు టర్నోవర్ ఉంటే QRMP కింద త్రైమాసికంగా",
            "GSTR-3B: తర్వాతి నెల 20వ తేదీ లోగా, లేదా QRMP కింద త్రైమాసికంగా",
            "GSTR-9 వార్షిక రిటర్న్: 31 డిసెంబర్ లోగా",
            "ఇన్‌పుట్ ట్యాక్స్ క్రెడిట్ రీకన్సిలియేషన్",
          ],
        },
        {
          icon: annualIcon(3),
          title: "పన్ను సలహా",
          description: "వ్యాపారానికి ఉన్న ఆదాయపు పన్ను, TDS బాధ్యతలు; ఏడాది పొడవునా ప్రణాళికతో.",
          features: [
            "కంపెనీలకు ITR-6: 31 అక్టోబర్ లోగా (ట్రాన్స్‌ఫర్ ప్రైసింగ్ ఉంటే 30 నవంబర్)",
            "అడ్వాన్స్ ట్యాక్స్: 15 జూన్, 15 సెప్టెంబర్, 15 డిసెంబర్, 15 మార్చి",
            "TDS జమ: 7వ తేదీ లోగా; త్రైమాసిక రిటర్న్‌లు Form 138, 140, 144లో (గతంలో 24Q, 26Q, 27Q)",
            "నోటీసులు, ఇంటిమేషన్లకు జవాబులు",
          ],
        },
      ],
    },
    {
      kind: enChanges.kind,
      id: enChanges.id,
      eyebrow: "ఏదైనా మారినప్పుడు",
      title: "కార్పొరేట్ ఫైలింగ్‌లు, అప్‌డేట్లు",
      intro:
        "కంపెనీలో చేసే చాలా మార్పులకు బోర్డు లేదా వాటాదారుల ఆమోదం అవసరం; నిర్ణీత రోజుల్లోగా వాటిని రిజిస్ట్రార్‌కు తెలియజేయాలి. తీర్మానాలు మేం తయారుచేసి, ఫారాలు దాఖలు చేస్తాం.",
      cards: [
        {
          icon: changeIcon(0),
          title: "రిజిస్టర్డ్ ఆఫీసు, పేరు మార్పు",
          description:
            "ఆఫీసును అదే నగరంలో, వేరే నగరానికి లేదా వేరే రాష్ట్రానికి మార్చడం, లేదా కంపెనీ పేరు మార్చడం; ప్రతి దశకు కావాల్సిన ఆమోదాలతో సహా.",
        },
        {
          icon: changeIcon(1),
          title: "డైరెక్టర్ మార్పులు, DIN పునరుద్ధరణ",
          description:
            "డైరెక్టర్లను నియమించడం లేదా తొలగించడం; KYC దాఖలు చేయకపోవడంతో డీయాక్టివేట్ అయిన DINను మళ్లీ యాక్టివేట్ చేయడం. 31 మార్చి 2026 నుంచి ప్రతి DIN హోల్డర్ ప్రతి మూడు ఆర్థిక సంవత్సరాలకు ఒకసారి, 30 జూన్ లోగా DIR-3-KYC-Web దాఖలు చేయాలి; కొత్త మొబైల్ నంబర్, ఈమెయిల్ లేదా చిరునామాను 30 రోజుల్లోగా తెలియజేయాలి.",
        },
        {
          icon: changeIcon(2),
          title: "షేర్ల బదిలీ, క్యాపిటల్",
          description:
            "ట్రాన్స్‌ఫర్ డీడ్‌లు, స్టాంప్ డ్యూటీ, కొత్త షేర్ల కేటాయింపు (అలాట్‌మెంట్), ఆథరైజ్డ్ క్యాపిటల్ పెంపు, రిటర్న్ ఆఫ్ అలాట్‌మెంట్.",
        },
        {
          icon: changeIcon(3),
          title: "MOA, AOA సవరణలు",
          description:
            "ఆబ్జెక్ట్స్ క్లాజ్ లేదా ఆర్టికల్స్ మార్చడం; ఆ మార్పు అమలులోకి రావడానికి కావాల్సిన ప్రత్యేక తీర్మానం (స్పెషల్ రిజల్యూషన్), ఫైలింగ్‌లతో సహా.",
        },
        {
          icon: changeIcon(4),
          title: "షేర్ల డీమెటీరియలైజేషన్",
          description:
            "చిన్న కంపెనీలు కాని ప్రైవేట్ కంపెనీలు షేర్లను డీమ్యాట్ రూపంలోనే జారీ చేసి, ఉంచుకోవాలి. మేం ISIN పొంది, ఇప్పటికే ఉన్న షేర్లను డీమ్యాట్‌లోకి మారుస్తాం.",
        },
        {
          icon: changeIcon(5),
          title: "చట్టబద్ధ రిజిస్టర్లు, మినిట్స్",
          description:
            "సభ్యుల, డైరెక్టర్ల, చార్జ్‌ల రిజిస్టర్లు; బోర్డు, సర్వసభ్య సమావేశాల మినిట్స్: చట్టం కోరినట్టుగా నిర్వహిస్తాం.",
        },
      ],
    },
    {
      kind: enLateFees.kind,
      id: enLateFees.id,
      variant: enLateFees.variant,
      title: "ఫైలింగ్ మిస్ అయితే ఎంత ఖర్చవుతుంది",
      intro:
        "ఆలస్యంగా దాఖలు చేసే రిటర్న్‌లపై జరిమానాలను చట్టమే నిర్ణయిస్తుంది; వ్యాపారం చిన్నదనో, కార్యకలాపాలు లేవనో వాటిని మాఫీ చేయరు.",
      points: [
        "AOC-4 లేదా MGT-7 ఆలస్యమైతే: ఆలస్యమైన ప్రతి రోజుకు ₹100 అదనపు ఫీజు, గరిష్ఠ పరిమితి లేదు.",
        "LLP Form 8 లేదా Form 11 ఆలస్యమైతే: ఆలస్యం పెరిగేకొద్దీ అదనపు ఫీజు పెరుగుతుంది; ఏడాది లోపు చిన్న LLPకి సాధారణ ఫీజుకు 15 రెట్ల వరకు, ఇతర LLPలకు 30 రెట్ల వరకు; 360 రోజులు దాటితే అదనంగా రోజువారీ చార్జీ.",
        "డైరెక్టర్ KYC మిస్ అయితే DIN డీయాక్టివేట్ అవుతుంది; ఆలస్య రుసుముతో KYC దాఖలు చేసే వరకు అలాగే ఉంటుంది. డైరెక్టర్ KYCలో 2026 మార్పులకు ముందు ఈ రుసుము ₹5,000.",
        "మూడు సంవత్సరాలు రిటర్న్‌లు దాఖలు చేయని కంపెనీ డైరెక్టర్లు ఐదు సంవత్సరాల పాటు అనర్హులవుతారు.",
        "చిన్న కంపెనీలు కూడా ప్రతి సంవత్సరం దాఖలు చేయాల్సిందే; 1 డిసెంబర్ 2025 నుంచి ₹10 కోట్ల వరకు పెయిడ్-అప్ క్యాపిటల్, ₹100 కోట్ల వరకు టర్నోవర్ ఉన్నవి చిన్న కంపెనీలు.",
      ],
      link: { label: "మీ గడువు తేదీలు, ఆలస్య రుసుములు లెక్కించండి", to: enLateFees.link.to },
    },
  ],
  cta: {
    title: "మీ కంపెనీ ఏ ఫైలింగ్‌లు మిస్ చేసిందో తెలియదా?",
    text: "మీ CIN లేదా LLPIN మాకు పంపండి. రిజిస్ట్రార్ రికార్డులు పరిశీలించి, ఏవి పెండింగ్‌లో ఉన్నాయో, వాటిని సరిచేయడానికి ఎంత ఖర్చవుతుందో జాబితా ఇస్తాం; రాబోయే సంవత్సరానికి ఫిక్స్‌డ్ ఫీజు చెబుతాం.",
    primary: { label: "మీ కంప్లయన్స్ సమీక్ష పొందండి", to: enPage.cta.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.compliancePage;
