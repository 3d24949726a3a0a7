// Skipped English exports: none (dpiitRecognitionTime and the page both hold words).
import { site } from "../../../config/site";
import { englishPage } from "./english-page";
import * as en from "../../services/startup-india";
import { actionWords } from "../actions";

const { claims } = site;
const enPage = en.startupIndiaPage;
const { section: enBlock, at, must: known } = englishPage(enPage, "te/services/startup-india");

/** An English "N-M working days" in Telugu; the figure is the English one, so the two pages never differ. */
function workingDays(enTime: string): string {
  const figure = /^(\d+-\d+) working days$/.exec(enTime)?.[1];
  if (!figure) throw new Error(`Startup India page: unexpected English time "${enTime}"`);
  return `${figure} పని దినాలు`;
}

const eligibility = enBlock(0, "checklist");
const procedure = enBlock(1, "cards");
const benefits = enBlock(2, "cards");
const timelines = enBlock(3, "table");
const additional = enBlock(4, "cards");
const faqs = enBlock(5, "faq");

/** DPIIT recognition time, the one figure stated everywhere on the guide (see the English module). */
export const dpiitRecognitionTime = workingDays(en.dpiitRecognitionTime);
const incorporationTime = workingDays(at(timelines.rows, 0)[1]);
const taxExemptionTime = workingDays(at(timelines.rows, 2)[1]);

export const startupIndiaPage = {
  path: enPage.path,
  crumb: "Startup India రిజిస్ట్రేషన్",
  service: {
    name: "Startup India (DPIIT) రిజిస్ట్రేషన్",
    serviceType: "Startup India గుర్తింపు",
  },
  greeting: enPage.greeting,
  meta: {
    title: "Startup India రిజిస్ట్రేషన్: ప్రక్రియ, ప్రయోజనాలు, పట్టే సమయం",
    description:
      "స్టార్టప్‌గా ఎవరు అర్హులు, DPIIT రెండు దశల ప్రక్రియ, కావాల్సిన పత్రాలు, పన్ను, ఫండింగ్ ప్రయోజనాలు, ఒక్కో దశకు ఎంత సమయం పడుతుందో తెలుసుకోండి.",
  },
  hero: {
    eyebrow: "Startup India గైడ్",
    title: "భారతదేశంలో స్టార్టప్‌లు: రిజిస్ట్రేషన్ ప్రక్రియ, ప్రయోజనాలు, పట్టే సమయం",
    promise:
      "Startup India గుర్తింపు గురించి వ్యవస్థాపకుడు తెలుసుకోవాల్సినదంతా: ఎవరు అర్హులు, ఏ పత్రాలు, ఏ దశలు, ఏ ప్రయోజనాలు, మొత్తం ఎంత సమయం పడుతుంది.",
    primary: { label: actionWords.book, to: enPage.hero.primary.to },
    secondary: { label: actionWords.whatsapp, whatsapp: enPage.hero.secondary.whatsapp },
    trust: [
      "భారతదేశంలో 2,00,000కి పైగా గుర్తింపు పొందిన స్టార్టప్‌లు",
      `${site.foundedYear} నుంచి ప్రాక్టీస్‌లో`,
      `${claims.registrationDays} పని దినాల్లో కంపెనీ రిజిస్ట్రేషన్`,
    ],
    illustration: {
      src: enPage.hero.illustration.src,
      alt: "ముద్ర ఉన్న గుర్తింపు సర్టిఫికెట్ పక్కన ఒక రాకెట్",
      width: enPage.hero.illustration.width,
      height: enPage.hero.illustration.height,
    },
  },
  sections: [
    {
      kind: "checklist",
      id: eligibility.id,
      title: "భారతదేశంలో స్టార్టప్‌గా గుర్తింపుకు ఎవరు అర్హులు?",
      intro:
        "DPIIT (పరిశ్రమలు, అంతర్గత వాణిజ్య ప్రోత్సాహక విభాగం) ఈ షరతులన్నీ నెరవేర్చిన సంస్థను స్టార్టప్‌గా గుర్తిస్తుంది. 2019 నాటి నిర్వచనం స్థానంలో వచ్చిన 4 ఫిబ్రవరి 2026 నాటి నోటిఫికేషన్ G.S.R. 108(E)లోని ప్రమాణాలు ఇవి.",
      items: [
        "అది ప్రైవేట్ లిమిటెడ్ కంపెనీ, లిమిటెడ్ లయబిలిటీ పార్ట్‌నర్‌షిప్ (LLP), రిజిస్టర్డ్ భాగస్వామ్య సంస్థ, లేదా Multi-State Cooperative Societies Act, 2002 కింద గానీ ఏదైనా రాష్ట్ర లేదా కేంద్రపాలిత ప్రాంత సహకార చట్టం కింద గానీ రిజిస్టర్ అయిన సహకార సంఘం అయి ఉండాలి",
        "ఇన్‌కార్పొరేషన్ లేదా రిజిస్ట్రేషన్ జరిగి 10 సంవత్సరాలు దాటి ఉండకూడదు (డీప్-టెక్ స్టార్టప్‌కు 20 సంవత్సరాలు)",
        "అప్పటి నుంచి ఏ ఆర్థిక సంవత్సరంలోనూ టర్నోవర్ ₹200 కోట్లు దాటి ఉండకూడదు (డీప్-టెక్ స్టార్టప్‌కు ₹300 కోట్లు)",
        "ఇన్నోవేషన్‌పై, ఏదైనా ఉత్పత్తి, సేవ లేదా ప్రక్రియను మెరుగుపరచడంపై, లేదా ఉద్యోగాలు, సంపద సృష్టించే విస్తరించగల (scalable) మోడల్‌పై పని చేస్తూ ఉండాలి",
        "ఇప్పటికే ఉన్న వ్యాపారాన్ని విభజించడం లేదా పునర్వ్యవస్థీకరించడం ద్వారా ఏర్పడి ఉండకూడదు",
      ],
    },
    {
      kind: "cards",
      id: procedure.id,
      title: "స్టార్టప్ రిజిస్ట్రేషన్ ప్రక్రియ: దశలవారీగా",
      intro:
        "గుర్తింపు రెండు దశల ప్రక్రియ: ముందు వ్యాపారం అర్హత గల సంస్థగా ఏర్పడాలి, ఆ తర్వాత Startup India పోర్టల్‌లో DPIITకి దరఖాస్తు చేయాలి.",
      columns: known(procedure.columns, "the procedure columns"),
      cards: [
        {
          icon: at(procedure.cards, 0).icon,
          badge: "దశ 1",
          title: "మీ వ్యాపారాన్ని రిజిస్టర్ చేయండి",
          description: `రిజిస్ట్రార్ ఆఫ్ కంపెనీస్ (ROC) వద్ద ప్రైవేట్ లిమిటెడ్ కంపెనీని లేదా LLPని రిజిస్టర్ చేయండి; లేదా రిజిస్ట్రార్ ఆఫ్ ఫర్మ్స్ వద్ద భాగస్వామ్య సంస్థను, రిజిస్ట్రార్ ఆఫ్ కోఆపరేటివ్ సొసైటీస్ వద్ద సహకార సంఘాన్ని రిజిస్టర్ చేయండి. కంపెనీ లేదా LLP రిజిస్ట్రేషన్‌కు సాధారణంగా ${incorporationTime} పడుతుంది.`,
          listTitle: "మీకు కావాల్సిన పత్రాలు",
          features: [
            "ఇన్‌కార్పొరేషన్ సర్టిఫికెట్ (జారీ అయిన తర్వాత)",
            "MoA, AoA, LLP ఒప్పందం, భాగస్వామ్య దస్తావేజు (partnership deed) లేదా బైలాస్",
            "అధీకృత వ్యక్తి PAN, ఆధార్",
            "వ్యాపార చిరునామా రుజువు",
            "ఇటీవలి బ్యాంక్ స్టేట్‌మెంట్",
            "డైరెక్టర్ల లేదా భాగస్వాముల ఫోటోలు",
            "వెబ్‌సైట్, సోషల్ మీడియా పేజీలు లేదా పిచ్ డెక్",
          ],
        },
        {
          icon: at(procedure.cards, 1).icon,
          badge: "దశ 2",
          title: "Startup India గుర్తింపు కోసం దరఖాస్తు చేయండి",
          description: `Startup India పోర్టల్‌లో రిజిస్టర్ అయి, DPIIT గుర్తింపు కోసం దరఖాస్తు చేయండి; దీనికి ఫీజు లేదు. సర్టిఫికెట్ రావడానికి సాధారణంగా ${dpiitRecognitionTime} పడుతుంది.`,
          listTitle: "మీకు కావాల్సిన పత్రాలు",
          features: [
            "ఇన్‌కార్పొరేషన్ లేదా రిజిస్ట్రేషన్ సర్టిఫికెట్",
            "సంస్థ PAN",
            "వ్యాపారం గురించి, అది ఎందుకు వినూత్నమైనదో చెప్పే చిన్న వివరణ",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: benefits.id,
      title: "Startup India గుర్తింపు ప్రయోజనాలు",
      intro: "గుర్తింపుతో స్టార్టప్ మొదటి సంవత్సరాల్లో ఎక్కువగా ఉపయోగపడే రాయితీలు లభిస్తాయి.",
      cards: [
        {
          icon: at(benefits.cards, 0).icon,
          title: "మూడు సంవత్సరాల ట్యాక్స్ హాలిడే",
          description:
            "మొదటి 10 సంవత్సరాల్లో వరుసగా 3 సంవత్సరాల పాటు లాభాలపై పూర్తి మినహాయింపు. 1 ఏప్రిల్ 2030కి ముందు రిజిస్టర్ అయిన కంపెనీ లేదా LLPకి, మినహాయింపు కోరే సంవత్సరంలో టర్నోవర్ ₹100 కోట్ల వరకు ఉంటే, Inter-Ministerial Board సర్టిఫై చేసిన తర్వాత ఇది లభిస్తుంది: 2026-27 పన్ను సంవత్సరం నుంచి Income-tax Act 2025 సెక్షన్ 140 కింద, అంతకు ముందు సెక్షన్ 80-IAC కింద.",
        },
        {
          icon: at(benefits.cards, 1).icon,
          title: "స్వీయ ధ్రువీకరణ",
          description:
            "పలు కార్మిక, పర్యావరణ చట్టాల కింద కంప్లయన్స్‌ను మీరే ధ్రువీకరించుకోవచ్చు (self-certification); తొలి సంవత్సరాల్లో తనిఖీలు తక్కువ.",
        },
        {
          icon: at(benefits.cards, 2).icon,
          title: "తక్కువ ఖర్చుతో, వేగంగా IP",
          description:
            "పేటెంట్ దరఖాస్తుల పరీక్ష ఫాస్ట్-ట్రాక్‌లో జరుగుతుంది; పేటెంట్లు, ట్రేడ్‌మార్క్‌లకు అధికారిక ఫీజులు తక్కువ. స్టార్టప్ పేటెంట్ లేదా ట్రేడ్‌మార్క్ ఫెసిలిటేటర్ ఫీజును ప్రభుత్వం చెల్లించే పథకం (SIPP) గత గడువు 31 మార్చి 2026 వరకే ప్రకటించారు: అది పొడిగించారో లేదో మీరు ఫైల్ చేసే ముందు మేం చూసి చెబుతాం.",
        },
        {
          icon: at(benefits.cards, 3).icon,
          title: "ప్రభుత్వ టెండర్లు మరింత సులువు",
          description:
            "చాలా ప్రభుత్వ కొనుగోలు టెండర్లలో ముందస్తు అనుభవం, టర్నోవర్ షరతుల సడలింపు; ఎర్నెస్ట్ మనీ డిపాజిట్ అవసరం లేదు.",
        },
        {
          icon: at(benefits.cards, 4).icon,
          title: "నిధులు అందుకునే అవకాశం",
          description:
            "Fund of Funds for Startups, Startup India Seed Fund Scheme పథకాలకు అర్హత; పోర్టల్‌లో ఇన్వెస్టర్లకు మీరు కనిపిస్తారు.",
        },
        {
          icon: at(benefits.cards, 5).icon,
          title: "అవసరమైతే త్వరగా మూసివేత",
          description:
            "సరళమైన అప్పుల స్ట్రక్చర్ ఉన్న స్టార్టప్‌లను ఫాస్ట్-ట్రాక్ దివాలా (insolvency) ప్రక్రియ కింద 90 రోజుల్లో మూసివేయవచ్చు.",
        },
      ],
    },
    {
      kind: "table",
      id: timelines.id,
      title: "ఒక్కో ప్రక్రియకు పట్టే సమయం",
      intro: "పూర్తి పత్రాలు మాకు అందిన తర్వాత ఒక్కో దశకు సాధారణంగా పట్టే సమయం.",
      caption: "Startup India రిజిస్ట్రేషన్‌లో ఒక్కో దశకు పట్టే అంచనా సమయం",
      columns: ["ప్రక్రియ", "అంచనా సమయం"],
      rows: [
        ["కంపెనీ లేదా LLP రిజిస్ట్రేషన్", incorporationTime],
        ["Startup India (DPIIT) గుర్తింపు సర్టిఫికెట్", dpiitRecognitionTime],
        ["ఆదాయపు పన్ను మినహాయింపు (2025 చట్టంలోని సెక్షన్ 140 కింద దరఖాస్తు, గతంలో 80-IAC)", taxExemptionTime],
      ],
      note: "ఈ సమయాలు పని దినాల్లో; ఇవి రిజిస్ట్రార్, DPIITలపై ఆధారపడతాయి, వారు వివరణ కోరితే ఇంకా పెరుగుతాయి. ప్రభుత్వ పోర్టల్‌లో దరఖాస్తు ఉచితం; గుర్తింపును రెన్యూ చేయాల్సిన అవసరం లేదు.",
    },
    {
      kind: "cards",
      id: additional.id,
      title: "మీ స్టార్టప్‌కు బలం చేకూర్చే అదనపు సేవలు",
      intro: "గుర్తింపు ఆరంభం మాత్రమే. ఆ తర్వాత వ్యవస్థాపకులు అడిగే సేవలు ఇవి.",
      cards: [
        {
          icon: at(additional.cards, 0).icon,
          title: "వాల్యుయేషన్ రిపోర్ట్",
          description: "నిధుల సేకరణ, షేర్ల కేటాయింపు, ESOPల కోసం రిజిస్టర్డ్ వాల్యూయర్ రిపోర్ట్.",
          highlight: "షేర్లు జారీ చేసే ముందు అవసరం",
        },
        {
          icon: at(additional.cards, 1).icon,
          title: "పిచ్ డెక్",
          description: "సమస్య, ఉత్పత్తి, మార్కెట్, టీమ్ గురించి స్పష్టంగా చెప్పే, ఇన్వెస్టర్ల ముందు పెట్టడానికి సిద్ధమైన కథనం.",
          highlight: "ఇన్వెస్టర్ మీటింగ్‌లకు సిద్ధం",
        },
        {
          icon: at(additional.cards, 2).icon,
          title: "మార్కెట్, TAM విశ్లేషణ",
          description:
            "ఇన్వెస్టర్లు అంగీకరించే ఆధారాలతో మీ మొత్తం మార్కెట్, మీరు సేవ చేయగల మార్కెట్, మీరు సాధించగల మార్కెట్ పరిమాణం.",
          highlight: "మీ అంకెలకు ఆధారం",
        },
        {
          icon: at(additional.cards, 3).icon,
          title: "ఫైనాన్షియల్ మోడల్",
          description: "ఆదాయం, ఖర్చులు, నియామకాలు, నగదుపై 3-5 సంవత్సరాల అంచనా; సులువుగా అప్‌డేట్ చేయవచ్చు.",
          highlight: "3-5 సంవత్సరాల అంచనా",
        },
        {
          icon: at(additional.cards, 4).icon,
          title: "వ్యవస్థాపకుల లీగల్ కిట్",
          description: "వ్యవస్థాపకుల ఒప్పందం, IP బదిలీ, NDAలు, ఉద్యోగ నియామక లేఖలు అన్నీ ఒకే సెట్‌లో.",
          highlight: "సహ వ్యవస్థాపకుల మధ్య వివాదాలు రాకుండా",
        },
        {
          icon: at(additional.cards, 5).icon,
          title: "కంప్లయన్స్ రిటైనర్",
          description: "ROC, GST, TDS ఫైలింగ్‌లు ప్రతి నెలా ఫిక్స్‌డ్ ఫీజుకు మేమే చూసుకుంటాం.",
          highlight: "డ్యూ డిలిజెన్స్‌కు శుభ్రమైన రికార్డులు",
        },
        {
          icon: at(additional.cards, 6).icon,
          title: "ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్",
          description: "మీ బ్రాండ్ పేరు, లోగోను సెర్చ్ చేసి, సరైన క్లాసుల్లో దాఖలు చేస్తాం.",
          highlight: "స్టార్టప్‌లకు తగ్గిన ఫీజులు",
        },
        {
          icon: at(additional.cards, 7).icon,
          title: "పేటెంట్ రిజిస్ట్రేషన్",
          description: "ప్రొవిజనల్, కంప్లీట్ పేటెంట్ దరఖాస్తులు, ఫాస్ట్-ట్రాక్ పరీక్షతో.",
          highlight: "స్టార్టప్‌లకు ఫాస్ట్-ట్రాక్",
        },
        {
          icon: at(additional.cards, 8).icon,
          title: "కాపీరైట్, డిజైన్ రిజిస్ట్రేషన్",
          description: "మీ సాఫ్ట్‌వేర్‌ను, కంటెంట్‌ను, మీ ఉత్పత్తుల రూపాన్ని రక్షించుకోండి.",
          highlight: "మీ రచనలు, డిజైన్‌లకు రక్షణ",
        },
      ],
    },
    {
      kind: "faq",
      id: faqs.id,
      title: "తరచుగా అడిగే ప్రశ్నలు (FAQs)",
      items: [
        {
          question: "Startup India గుర్తింపుకు దరఖాస్తు చేయడానికి ఏదైనా ఖర్చు ఉందా?",
          answer:
            "లేదు. Startup India పోర్టల్‌లో రిజిస్టర్ కావడం, DPIIT గుర్తింపుకు దరఖాస్తు చేయడం ఉచితం. దరఖాస్తును మేం సిద్ధం చేసి దాఖలు చేస్తే, ముందుగా అంగీకరించిన మా ప్రొఫెషనల్ ఫీజు మాత్రమే ఉంటుంది.",
        },
        {
          question: "DPIIT గుర్తింపుకు ఎంత సమయం పడుతుంది?",
          answer: `పూర్తి దరఖాస్తు ఇచ్చినప్పటి నుంచి సాధారణంగా ${dpiitRecognitionTime} పడుతుంది. మీ ఇన్నోవేషన్ గురించి DPIIT మరింత సమాచారం అడగవచ్చు, దానితో సమయం పెరుగుతుంది; చక్కగా రాసిన వివరణ ఉంటే ఇలాంటి అభ్యర్థనలు చాలావరకు రావు.`,
        },
        {
          question: "ప్రొప్రైటర్‌షిప్‌కు గానీ OPCకి గానీ గుర్తింపు వస్తుందా?",
          answer:
            "ప్రొప్రైటర్‌షిప్‌కు (ఏకవ్యక్తి వ్యాపారం) రాదు. నిర్వచనంలో ప్రైవేట్ లిమిటెడ్ కంపెనీలు, LLPలు, రిజిస్టర్డ్ భాగస్వామ్య సంస్థలు, ఫిబ్రవరి 2026 నుంచి సహకార సంఘాలు ఉన్నాయి. వన్ పర్సన్ కంపెనీ (OPC) Companies Act ప్రకారం ప్రైవేట్ కంపెనీయే; దరఖాస్తు చేసే ముందు పోర్టల్ దాన్ని అంగీకరిస్తుందో లేదో మేం నిర్ధారిస్తాం. ప్రొప్రైటర్ ముందుగా కంపెనీని లేదా LLPని రిజిస్టర్ చేసి, ఆ తర్వాత దరఖాస్తు చేయవచ్చు.",
        },
        {
          question: "గుర్తింపును రెన్యూ చేయించుకోవాలా?",
          answer:
            "రెన్యూవల్ అవసరం లేదు. సంస్థకు 10 సంవత్సరాలు నిండే వరకు, లేదా ఏదైనా ఆర్థిక సంవత్సరంలో టర్నోవర్ ₹200 కోట్లు దాటే వరకు, ఈ రెండింటిలో ఏది ముందు జరిగితే అప్పటి వరకు గుర్తింపు కొనసాగుతుంది; డీప్-టెక్ స్టార్టప్‌కు ఈ పరిమితులు 20 సంవత్సరాలు, ₹300 కోట్లు.",
        },
        {
          question: "గుర్తింపు వస్తే నా స్టార్టప్ ఆదాయపు పన్ను కట్టనక్కర్లేదా?",
          answer:
            "గుర్తింపు ఒక్కటే సరిపోదు. మూడు సంవత్సరాల ట్యాక్స్ హాలిడేకు Inter-Ministerial Boardకి విడిగా 80-IAC దరఖాస్తు చేయాలి; గుర్తింపు వచ్చిన తర్వాత దాన్ని మేం దాఖలు చేస్తాం. ఇది 1 ఏప్రిల్ 2030కి ముందు రిజిస్టర్ అయిన కంపెనీలు, LLPలకు మాత్రమే; కాబట్టి గుర్తింపు పొందిన భాగస్వామ్య సంస్థకు గానీ సహకార సంఘానికి గానీ ఇది వర్తించదు. పన్ను సంవత్సరం (tax year) 2026-27 నుంచి ఈ మినహాయింపు Income-tax Act, 2025లోని సెక్షన్ 140లో ఉంది.",
        },
        {
          question: "గుర్తింపు దరఖాస్తుకు ఏ పత్రాలు కావాలి?",
          answer:
            "ఇన్‌కార్పొరేషన్ లేదా రిజిస్ట్రేషన్ సర్టిఫికెట్, సంస్థ PAN, వ్యాపారం గురించి, దాని ఇన్నోవేషన్ గురించి ఒక చిన్న వివరణ. వెబ్‌సైట్ లేదా పిచ్ డెక్ ఉంటే దరఖాస్తు మరింత బలంగా ఉంటుంది.",
        },
      ],
    },
  ],
  cta: {
    title: "మీ స్టార్టప్‌ను రిజిస్టర్ చేయడానికి సిద్ధమా?",
    text: "మీ వివరాలు పంపండి; కంపెనీ రిజిస్ట్రేషన్, DPIIT గుర్తింపు దరఖాస్తు, మీరు కోరితే పన్ను మినహాయింపు దరఖాస్తు: మొదటి నుంచి చివరి వరకు మేమే సిద్ధం చేసి దాఖలు చేస్తాం.",
    primary: { label: actionWords.book, to: enPage.cta.primary.to },
    secondary: { label: actionWords.whatsapp, whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.startupIndiaPage;
