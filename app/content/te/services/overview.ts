// Skips no export: servicesOverview holds words; its non-word values are read from the English page.

import { site } from "../../../config/site";
import { englishPage } from "./english-page";
import * as en from "../../services/overview";
import { actionWords } from "../actions";

const { claims } = site;
const enPage = en.servicesOverview;
const { section: enSection, at } = englishPage(enPage, "te/services/overview");

const enServices = enSection("services", "cards");
const enGuide = enSection("startup-guide", "notice");
const enSteps = enSection("how-we-work", "steps");
const card = (i: number) => at(enServices.cards, i);

export const servicesOverview = {
  path: enPage.path,
  crumb: "సేవలు",
  meta: {
    title: "మా సేవలు: రిజిస్ట్రేషన్, కంప్లయన్స్, పన్నులు, IP, లీగల్",
    description:
      "కంపెనీ, LLP రిజిస్ట్రేషన్, విదేశీ కంపెనీలు, ROC కంప్లయన్స్, GST, ఆదాయపు పన్ను, ట్రేడ్‌మార్క్‌లు, ఒప్పందాలు, మూసివేత: మీ వ్యాపారం మొత్తం ప్రయాణానికి ఒకే సంస్థ.",
  },
  hero: {
    eyebrow: "మా సేవలు",
    title: "మీ వ్యాపారానికి కావాల్సిన అన్ని సేవలు ఒకేచోట",
    promise:
      "మీరు కంపెనీ పేరు ఎంచుకున్న రోజు నుంచి వ్యాపారాన్ని అప్పగించే లేదా మూసివేసే రోజు వరకు ఒకే టీమ్ మీ కంపెనీ రిజిస్ట్రేషన్, ఫైలింగ్‌లు, రక్షణ చూసుకుంటుంది; ప్రతి గడువూ సకాలంలో పూర్తయ్యేలా చూస్తుంది.",
    primary: { label: actionWords.book, to: enPage.hero.primary.to },
    trust: [
      `${site.foundedYear} నుంచి ప్రాక్టీస్‌లో`,
      "కంపెనీలు, LLPలు, స్టార్టప్‌లు",
      `${claims.registrationDays} పని దినాల్లో రిజిస్ట్రేషన్`,
    ],
    illustration: {
      src: enPage.hero.illustration.src,
      alt: "పత్రాలు పరిశీలనలో ఆమోదం పొంది ఇన్‌కార్పొరేషన్ సర్టిఫికెట్‌గా మారుతున్న చిత్రం",
      width: enPage.hero.illustration.width,
      height: enPage.hero.illustration.height,
    },
  },
  sections: [
    {
      kind: enServices.kind,
      id: enServices.id,
      title: "మీ వ్యాపారానికి మేం అందించే ఎనిమిది సేవలు",
      intro:
        "ఈ రోజు మీకు కావాల్సిన సేవను ఎంచుకోండి. చాలామంది క్లయింట్లు ఒక సేవతో మొదలుపెట్టి మిగతా సేవలకూ మాతోనే కొనసాగుతారు, ఎందుకంటే వారి కంపెనీ గురించి అదే టీమ్‌కు ఇప్పటికే తెలుసు.",
      cards: [
        {
          icon: card(0).icon,
          title: "స్టార్టప్ సలహా",
          description:
            "సరైన వ్యాపార స్ట్రక్చర్‌ను ఎంచుకోండి, Startup India కింద గుర్తింపు పొందండి, ఇన్వెస్టర్లు అడిగే పత్రాలు సిద్ధం చేసుకోండి.",
          features: [
            "వ్యాపార స్ట్రక్చర్, వాటాల పంపకంపై సలహా",
            "DPIIT గుర్తింపు, పన్ను మినహాయింపు",
            "వ్యవస్థాపకుల ఒప్పందాలు, ESOPలు",
            "వాల్యుయేషన్, పిచ్ డెక్, ఫైనాన్షియల్ మోడల్",
          ],
          link: { label: "స్టార్టప్ సలహా సేవలు", to: card(0).link.to },
        },
        {
          icon: card(1).icon,
          title: "వ్యాపార రిజిస్ట్రేషన్",
          description: `ప్రైవేట్ లిమిటెడ్, పబ్లిక్ లిమిటెడ్, LLP లేదా OPC: ${claims.registrationDays} పని దినాల్లో రిజిస్ట్రేషన్, దానితో పాటు కొత్త వ్యాపారానికి కావాల్సిన లైసెన్సులు.`,
          features: [
            "పేరు ఆమోదం, DSC, DIN",
            "PAN, TAN, బ్యాంక్ ఖాతా",
            "IEC, Udyam, వృత్తి పన్ను",
            "PF, ESI, 12A, 80G, FCRA",
          ],
          link: { label: "వ్యాపార రిజిస్ట్రేషన్, ఇతర రిజిస్ట్రేషన్లు", to: card(1).link.to },
        },
        {
          icon: card(2).icon,
          title: "అంతర్జాతీయ కంపెనీ రిజిస్ట్రేషన్",
          description:
            "అమెరికా (USA), కెనడా, UK, UAE లేదా సింగపూర్‌లో కంపెనీ ఏర్పాటు; బ్యాంకింగ్, పన్ను IDలు, FEMA రిపోర్టింగ్ అన్నీ భారతదేశం నుంచే మేం చూసుకుంటాం.",
          features: [
            "డెలావేర్, వ్యోమింగ్ LLCలు, C-Corpలు",
            "UK Ltd, సింగపూర్ Pte Ltd",
            "UAE మెయిన్‌ల్యాండ్, ఫ్రీ జోన్లు",
            "బ్యాంక్ ఖాతా, పేమెంట్ గేట్‌వే ఏర్పాటు",
          ],
          link: { label: "అంతర్జాతీయ కంపెనీ రిజిస్ట్రేషన్", to: card(2).link.to },
        },
        {
          icon: card(3).icon,
          title: "కంప్లయన్స్, ఫైలింగ్‌లు",
          description:
            "వార్షిక ROC రిటర్న్‌లు, బోర్డు, AGM రికార్డులు, డైరెక్టర్ KYC, కంపెనీలో మీరు చేసే ప్రతి మార్పు: అన్నీ సకాలంలో దాఖలు చేస్తాం.",
          features: [
            "AOC-4, MGT-7, LLP Form 8, Form 11",
            "డైరెక్టర్ KYC, DIN సంబంధిత పనులు",
            "షేర్ల బదిలీ, క్యాపిటల్ మార్పులు",
            "MOA, AOA సవరణలు",
          ],
          link: { label: "కంప్లయన్స్, రెగ్యులేటరీ ఫైలింగ్‌లు", to: card(3).link.to },
        },
        {
          icon: card(4).icon,
          title: "పన్నులు, GST",
          description:
            "GST రిటర్న్‌లు, ఆదాయపు పన్ను, TDS, అడ్వాన్స్ ట్యాక్స్; మీ క్యాష్ ఫ్లో ముందుగానే అంచనా వేయగలిగేలా పన్ను ప్లానింగ్‌తో సహా.",
          features: [
            "GST రిజిస్ట్రేషన్, నెలవారీ రిటర్న్‌లు",
            "ఆదాయపు పన్ను రిటర్న్‌లు, ప్లానింగ్",
            "TDS రిటర్న్‌లు, అడ్వాన్స్ ట్యాక్స్",
            "ట్యాక్స్ ఆడిట్‌లు, నోటీసులు, అసెస్‌మెంట్లు",
          ],
          link: { label: "పన్నులు, GST సలహా సేవలు", to: card(4).link.to },
        },
        {
          icon: card(5).icon,
          title: "IPR రక్షణ",
          description:
            "మీ ట్రేడ్‌మార్క్‌ను సెర్చ్ చేసి, దాఖలు చేసి, కాపాడుతాం; మీరు సృష్టించిన వాటికి పేటెంట్లు, కాపీరైట్లు, డిజైన్ రిజిస్ట్రేషన్లు పొందేలా చూస్తాం.",
          features: [
            "ట్రేడ్‌మార్క్ సెర్చ్, ఫైలింగ్",
            "అభ్యంతరాలు, ఆపోజిషన్‌లకు జవాబులు",
            "పేటెంట్ డ్రాఫ్టింగ్, ఫైలింగ్",
            "కాపీరైట్, డిజైన్ రిజిస్ట్రేషన్",
          ],
          link: { label: "ట్రేడ్‌మార్క్, IPR రక్షణ", to: card(5).link.to },
        },
        {
          icon: card(6).icon,
          title: "లీగల్ డాక్యుమెంటేషన్",
          description:
            "కంపెనీ చట్టం తెలిసినవారు తయారుచేసే ఒప్పందాలు, కార్పొరేట్ పత్రాలు: NDAల నుంచి వాటాదారుల ఒప్పందాల వరకు.",
          features: [
            "వ్యవస్థాపకుల, వాటాదారుల ఒప్పందాలు",
            "క్లయింట్, వెండర్, ఉద్యోగ ఒప్పందాలు",
            "బోర్డు, వాటాదారుల తీర్మానాలు",
            "ఒప్పందాల సమీక్ష, లీగల్ నోటీసులు",
          ],
          link: { label: "లీగల్ డాక్యుమెంటేషన్, ఒప్పందాలపై సలహా", to: card(6).link.to },
        },
        {
          icon: card(7).icon,
          title: "వ్యాపార మూసివేత",
          description:
            "కంపెనీని లేదా LLPని సరైన పద్ధతిలో మూసివేయండి, లేదా వ్యాపారం నుంచి మీ నిష్క్రమణ (ఎగ్జిట్) ప్లాన్ చేసుకోండి; తర్వాత ఏ బాధ్యతా మిమ్మల్ని వెంటాడదు.",
          features: [
            "కంపెనీలు, LLPల స్ట్రైక్ ఆఫ్",
            "స్వచ్ఛంద లిక్విడేషన్ (వాలంటరీ లిక్విడేషన్)",
            "అమ్మకం, విలీనం (మెర్జర్) లేదా వ్యవస్థాపకుల ఎగ్జిట్",
            "GST రద్దు, చివరి రిటర్న్‌లు",
          ],
          link: { label: "వ్యాపార మూసివేత, ఎగ్జిట్ వ్యూహాలు", to: card(7).link.to },
        },
      ],
    },
    {
      kind: enGuide.kind,
      id: enGuide.id,
      variant: enGuide.variant,
      title: "స్టార్టప్ రిజిస్టర్ చేస్తున్నారా? ముందు Startup India గైడ్ చదవండి",
      intro:
        "DPIIT గుర్తింపుకు ఎవరు అర్హులు, రెండు దశల ప్రక్రియ, కావాల్సిన పత్రాలు, ఒక్కో దశకు పట్టే సమయం, గుర్తింపుతో వచ్చే పన్ను, నిధుల ప్రయోజనాలు: అన్నీ ఒకే పేజీలో.",
      link: { label: "Startup India గైడ్ చూడండి", to: enGuide.link.to },
    },
    {
      kind: enSteps.kind,
      id: enSteps.id,
      title: "మేం ఎలా పని చేస్తాం",
      intro: "మీరు ఏ సేవ ఎంచుకున్నా ఇవే నాలుగు దశలు. కాబట్టి తర్వాత ఏం జరుగుతుందో మీకు ఎప్పుడూ తెలుస్తుంది.",
      steps: [
        {
          step: at(enSteps.steps, 0).step,
          title: "ఉచిత కన్సల్టేషన్",
          description: `${claims.consultationMinutes} నిమిషాల కాల్‌లో మీ వ్యాపారం, మీ ప్రణాళికలు, మీ గడువుల గురించి తెలుసుకుంటాం.`,
        },
        {
          step: at(enSteps.steps, 1).step,
          title: "రాతపూర్వక ప్రణాళిక",
          description:
            "మీకు కావాల్సిన వ్యాపార స్ట్రక్చర్ లేదా ఫైలింగ్‌లు, మీ నుంచి మాకు కావాల్సిన పత్రాలు, ఫీజు, తేదీలు: అన్నీ రాతపూర్వకంగా ఇస్తాం.",
        },
        {
          step: at(enSteps.steps, 2).step,
          title: "దాఖలు, ఫాలో-అప్ మా బాధ్యత",
          description:
            "ప్రతి ఫారం మేమే సిద్ధం చేసి రిజిస్ట్రార్ దగ్గర లేదా సంబంధిత శాఖలో దాఖలు చేస్తాం; వారి ప్రశ్నలకు మీ తరఫున జవాబిస్తాం.",
        },
        {
          step: at(enSteps.steps, 3).step,
          title: "మిమ్మల్ని సురక్షితంగా ఉంచే రిమైండర్లు",
          description:
            "తర్వాత ఏ గడువు రాబోతోందో గమనించి ముందుగానే గుర్తు చేస్తాం. దాంతో ఆలస్య రుసుములు, నోటీసులు మీ దాకా రావు.",
        },
      ],
    },
  ],
  cta: {
    title: "మీకు ఏ సేవ కావాలో తెలియడం లేదా?",
    text: `మీరు ఏం చేయాలనుకుంటున్నారో మాకు చెప్పండి. ${claims.consultationMinutes} నిమిషాల ఉచిత కాల్‌లో మీకు సరైన వ్యాపార స్ట్రక్చర్, ఫైలింగ్ లేదా పత్రం ఏదో చెబుతాం, దానికి ఎంత ఖర్చవుతుందో కూడా తెలియజేస్తాం.`,
    primary: { label: actionWords.book, to: enPage.cta.primary.to },
  },
} satisfies typeof en.servicesOverview;
