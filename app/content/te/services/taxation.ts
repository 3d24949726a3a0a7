// Skips no export: taxationPage holds words; its non-word values are read from the English page.

import { site } from "../../../config/site";
import { englishPage } from "./english-page";
import * as en from "../../services/taxation";
import { actionWords } from "../actions";

const { claims } = site;
const enPage = en.taxationPage;
const { section: enSection, must } = englishPage(enPage, "te/services/taxation");

const enAreas = enSection("tax-areas", "cards");
const enServices = enSection("tax-services", "checklist");
const enYear = enSection("tax-year", "steps");
const enTalk = enSection("talk-to-us", "cards");
const areaIcon = (i: number) => must(enAreas.cards[i], `tax area card ${i}`).icon;
const step = (i: number) => must(enYear.steps[i], `step ${i}`).step;
const talkCard = (i: number) => must(enTalk.cards[i], `talk card ${i}`);
const talkLink = (i: number) => {
  const card = talkCard(i);
  return must("link" in card ? card.link : undefined, `link of talk card ${i}`);
};

export const taxationPage = {
  path: enPage.path,
  crumb: "పన్నులు, GST",
  service: { name: "పన్నులు, GST సలహా సేవలు", serviceType: "పన్ను, GST సలహా" },
  greeting: enPage.greeting,
  meta: {
    title: "వ్యాపారాలకు GST, ఆదాయపు పన్ను, TDS సలహా సేవలు",
    description:
      "GST రిజిస్ట్రేషన్, రిటర్న్‌లు, ఆదాయపు పన్ను ప్లానింగ్, TDS, అడ్వాన్స్ ట్యాక్స్, ట్యాక్స్ ఆడిట్‌లు, నోటీసులకు జవాబులు: కంపెనీలు, LLPలు, ఎదుగుతున్న వ్యాపారాల కోసం.",
  },
  hero: {
    eyebrow: "పన్నులు, GST",
    title: "పన్నులు, GST సలహా సేవలు",
    promise:
      "చట్టం అడిగినంత పన్నే కట్టండి, ఒక్క రూపాయి కూడా ఎక్కువ వద్దు, ఎప్పుడూ ఆలస్యం వద్దు: సకాలంలో రిటర్న్‌లు, పూర్తిగా క్లెయిమ్ చేసిన క్రెడిట్‌లు, డిమాండ్‌లుగా మారకముందే నోటీసులకు జవాబులు.",
    primary: { label: actionWords.book, to: enPage.hero.primary.to },
    secondary: {
      label: actionWords.whatsapp,
      whatsapp: enPage.hero.secondary.whatsapp,
    },
    trust: ["GST, ఆదాయపు పన్ను, TDS", "నెలవారీ, వార్షిక రిటర్న్‌లు", "నోటీసులు, అసెస్‌మెంట్లు"],
    illustration: {
      src: enPage.hero.illustration.src,
      alt: "ఎరుపు వృత్తంతో గుర్తించిన గడువు తేదీ, పూర్తైన ఫైలింగ్‌కు ఆకుపచ్చ టిక్ ఉన్న క్యాలెండర్",
      width: enPage.hero.illustration.width,
      height: enPage.hero.illustration.height,
    },
  },
  sections: [
    {
      kind: enAreas.kind,
      id: enAreas.id,
      eyebrow: "మేం ఎలా సహాయపడతాం",
      title: "మూడు రకాల పన్ను సేవలు",
      intro:
        "మీరు ఇచ్చే ప్రతి ఇన్వాయిస్‌కూ, చెల్లించే ప్రతి జీతానికీ పన్నుతో సంబంధం ఉంటుంది. ఆ పనిని మేం మూడు విభాగాలుగా చూసుకుంటాం.",
      cards: [
        {
          icon: areaIcon(0),
          title: "GST, వ్యాపార పన్నులు",
          description:
            "మీరు వ్యాపారం చేసే ప్రతి రాష్ట్రంలో రిజిస్ట్రేషన్, ఇన్వాయిసింగ్ నిబంధనలు, రిటర్న్‌లు; మీ సరఫరాదారుల ఫైలింగ్‌లతో మీ ఇన్‌పుట్ ట్యాక్స్ క్రెడిట్‌ను సరిపోల్చి చూస్తాం.",
          features: [
            "GSTR-1: 11వ తేదీ లోగా, GSTR-3B: 20వ తేదీ లోగా (నెలవారీ ఫైలర్లు)",
            "₹5 కోట్ల వరకు టర్నోవర్ ఉంటే QRMP కింద త్రైమాసిక రిటర్న్‌లు",
            "GSTR-9, 9C వార్షిక రిటర్న్‌లు: 31 డిసెంబర్ లోగా",
            "ఈ-ఇన్వాయిసింగ్, ఈ-వే బిల్లులు",
          ],
        },
        {
          icon: areaIcon(1),
          title: "వ్యూహాత్మక పన్ను ప్లానింగ్",
          description:
            'సంవత్సరం ముగిసే ముందే తీసుకోవాల్సిన నిర్ణయాలు: వ్యాపార స్ట్రక్చర్, వ్యవస్థాపకులకు ఏ రూపంలో చెల్లించాలి, తరుగుదల (డిప్రిసియేషన్), మీకు వర్తించే మినహాయింపులు. 1 ఏప్రిల్ 2026 నుంచి వర్తించే Income-tax Act, 2025 "పన్ను సంవత్సరం" (ట్యాక్స్ ఇయర్) అనే పదాన్ని వాడుతుంది; మేం కొత్త సెక్షన్ల ప్రకారమే ప్లాన్ చేస్తాం.',
          features: [
            "జీతం, డివిడెండ్, రెమ్యునరేషన్‌ల సరైన కలయిక",
            "స్టార్టప్ ట్యాక్స్ హాలిడే, ఇతర మినహాయింపులు",
            "ప్రతి త్రైమాసికం అడ్వాన్స్ ట్యాక్స్ అంచనాలు",
            "పునర్వ్యవస్థీకరణ (రీస్ట్రక్చరింగ్) వల్ల పన్ను ప్రభావాలు",
          ],
        },
        {
          icon: areaIcon(2),
          title: "ట్యాక్స్ ఆడిట్, అసెస్‌మెంట్లు",
          description:
            "టర్నోవర్ పరిమితి దాటిన వ్యాపారాలకు ట్యాక్స్ ఆడిట్ రిపోర్టులు; శాఖ ప్రశ్నలు అడిగినప్పుడు మీ తరఫున ప్రాతినిధ్యం.",
          features: [
            "రిటర్న్ కంటే ముందే ట్యాక్స్ ఆడిట్ రిపోర్ట్",
            "నోటీసులు, ఇంటిమేషన్లకు జవాబులు",
            "స్క్రూటినీ అసెస్‌మెంట్‌లో ప్రాతినిధ్యం",
            "తప్పుడు డిమాండ్లపై అప్పీళ్లు",
          ],
        },
      ],
    },
    {
      kind: enServices.kind,
      id: enServices.id,
      title: "మా పన్ను సేవలు",
      intro: "మా క్లయింట్లు ఎక్కువగా ఉపయోగించే ఎనిమిది సేవలు; ఒక్కోటి విడిగా గానీ, వార్షిక ప్యాకేజీగా గానీ తీసుకోవచ్చు.",
      items: [
        "GST రిజిస్ట్రేషన్, సవరణలు",
        "నెలవారీ, త్రైమాసిక GST రిటర్న్‌లు",
        "GST వార్షిక రిటర్న్, రీకన్సిలియేషన్",
        "కంపెనీలు, LLPలు, భాగస్వామ్య సంస్థలకు ఆదాయపు పన్ను రిటర్న్‌లు",
        "7వ తేదీ లోగా TDS జమలు, త్రైమాసిక TDS రిటర్న్‌లు (Form 138, 140, 144; గతంలో 24Q, 26Q, 27Q)",
        "అడ్వాన్స్ ట్యాక్స్ లెక్కింపు, రిమైండర్లు",
        "ట్యాక్స్ ఆడిట్, ట్రాన్స్‌ఫర్ ప్రైసింగ్ రిపోర్టులు",
        "GST, ఆదాయపు పన్ను నోటీసులకు జవాబులు",
      ],
    },
    {
      kind: enYear.kind,
      id: enYear.id,
      title: "మాతో మీ పన్ను సంవత్సరం",
      steps: [
        {
          step: step(0),
          title: "సమీక్ష",
          description:
            "గత సంవత్సరం రిటర్న్‌లు, మీ లెక్కల పుస్తకాలు పరిశీలించి, మాకు కనిపించిన లోపాలు, రిస్క్‌లు, ఆదా అవకాశాల జాబితా ఇస్తాం.",
        },
        {
          step: step(1),
          title: "నెలవారీ ఫైలింగ్‌లు",
          description: "మీ డేటాతో GST రిటర్న్‌లు, TDS జమలు సిద్ధం చేసి, గడువు తేదీల కంటే ముందే పూర్తి చేస్తాం.",
        },
        {
          step: step(2),
          title: "త్రైమాసిక తనిఖీ",
          description:
            "అడ్వాన్స్ ట్యాక్స్ లెక్కిస్తాం, TDS రిటర్న్‌లు దాఖలు చేస్తాం, క్రెడిట్‌లు సరిపోలుస్తాం; దాంతో ఏడాది చివర్లో ఏ పనీ పేరుకుపోదు.",
        },
        {
          step: step(3),
          title: "వార్షిక రిటర్న్‌లు",
          description:
            "అవసరమైతే ఆడిట్; తర్వాత ఆదాయపు పన్ను రిటర్న్ (ITR-1, ITR-2కు 31 జులై; ఆడిట్ లేని వ్యాపార కేసులకు 31 ఆగస్టు; ఆడిట్ ఉంటే 31 అక్టోబర్), GST వార్షిక రిటర్న్.",
        },
      ],
    },
    {
      kind: enTalk.kind,
      id: enTalk.id,
      eyebrow: "మాతో మాట్లాడండి",
      title: "ముందుగానే ప్లాన్ చేసుకోండి, లేదా చిన్న ప్రశ్న అడగండి",
      columns: must(enTalk.columns, "columns of talk-to-us"),
      cards: [
        {
          icon: talkCard(0).icon,
          title: "పన్ను ప్లానింగ్ కన్సల్టేషన్",
          description: `మీ పన్ను పరిస్థితిని సమీక్షించి సంవత్సరాన్ని ప్లాన్ చేసేందుకు ${claims.consultationMinutes} నిమిషాల ఉచిత సెషన్; తర్వాత ఏం చేయాలో రాతపూర్వక సారాంశంతో.`,
          link: {
            label: actionWords.book,
            to: must(talkLink(0).to, "page of talk card 0"),
          },
        },
        {
          icon: talkCard(1).icon,
          title: "చిన్న పన్ను సందేహమా?",
          description:
            "GST రేటు, ఏదైనా గడువు తేదీ, లేదా అర్థం కాని నోటీసు? WhatsAppలో పంపండి; సాధారణంగా అదే పని దినంలో సూటిగా జవాబిస్తాం.",
          link: {
            label: actionWords.whatsapp,
            whatsapp: must(talkLink(1).whatsapp, "chat of talk card 1"),
          },
        },
        {
          icon: talkCard(2).icon,
          title: "మీ పన్ను క్యాలెండర్",
          description:
            "మీ వ్యాపారం గురించి కొన్ని ప్రశ్నలకు జవాబివ్వండి; రాబోయే పన్నెండు నెలల్లో ప్రతి GST, TDS, ఆదాయపు పన్ను గడువు తేదీ, ఆలస్యమైతే ఎంత ఖర్చవుతుందో చూడండి.",
          link: {
            label: "మీ కంప్లయన్స్ ప్లాన్ తయారు చేసుకోండి",
            to: must(talkLink(2).to, "page of talk card 2"),
          },
        },
      ],
    },
  ],
} satisfies typeof en.taxationPage;
