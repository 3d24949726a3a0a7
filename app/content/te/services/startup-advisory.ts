// Skipped English exports: none (the module's one export, the page, holds words).
import { site } from "../../../config/site";
import { englishPage } from "./english-page";
import * as en from "../../services/startup-advisory";
import { incorporationTypeCards } from "./incorporation-types";
import { actionWords } from "../actions";

const { claims } = site;
const enPage = en.startupAdvisoryPage;
const { section: enBlock, at, must: known } = englishPage(enPage, "te/services/startup-advisory");

const whatWeDo = enBlock(0, "cards");
const guide = enBlock(1, "notice");
const structures = enBlock(2, "cards");
const journey = enBlock(3, "steps");

export const startupAdvisoryPage = {
  path: enPage.path,
  crumb: "స్టార్టప్ సలహా",
  service: { name: "స్టార్టప్ సలహా సేవలు", serviceType: "స్టార్టప్ సలహా, రిజిస్ట్రేషన్" },
  greeting: enPage.greeting,
  meta: {
    title: "స్టార్టప్ సలహా: స్ట్రక్చర్, DPIIT గుర్తింపు, ఫండింగ్",
    description:
      "భారతీయ వ్యవస్థాపకులకు సలహా: సరైన కంపెనీ స్ట్రక్చర్, DPIIT గుర్తింపు, సెక్షన్ 140 ట్యాక్స్ హాలిడే (గతంలో 80-IAC), వ్యవస్థాపకుల ఒప్పందాలు, ఇన్వెస్టర్లకు సిద్ధమైన పత్రాలు.",
  },
  hero: {
    eyebrow: "స్టార్టప్ సలహా",
    title: "మీ స్టార్టప్ సరైన పునాదితో మొదలయ్యేలా సలహా",
    promise:
      "మొదటి నెలల్లో మీరు తీసుకునే నిర్ణయాలు (స్ట్రక్చర్, షేర్‌హోల్డింగ్, వ్యవస్థాపకుల మధ్య షరతులు) ప్రతి ఫండింగ్ రౌండ్‌లోనూ మీ వెంటే వస్తాయి. వాటిని ఒక్కసారే, సరిగ్గా తీసుకోవడానికి మేం సహాయం చేస్తాం.",
    primary: { label: actionWords.book, to: enPage.hero.primary.to },
    secondary: { label: actionWords.whatsapp, whatsapp: enPage.hero.secondary.whatsapp },
    trust: [
      "Startup India గుర్తింపు దరఖాస్తు మేమే దాఖలు చేస్తాం",
      `${claims.registrationDays} పని దినాల్లో రిజిస్ట్రేషన్`,
      `${site.foundedYear} నుంచి ప్రాక్టీస్‌లో`,
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
      kind: "cards",
      id: whatWeDo.id,
      eyebrow: "స్టార్టప్‌ల కోసం మేం చేసేది",
      title: "ఆలోచన నుంచి మొదటి టర్మ్ షీట్ వరకు",
      intro:
        "వ్యవస్థాపకులు వేర్వేరు దశల్లో మా దగ్గరకు వస్తారు. మేం ఎక్కువగా చేసే ఆరు పనులు ఇవి; విడివిడిగా గానీ, అన్నీ కలిపి ఒకే ప్యాకేజీగా గానీ తీసుకోవచ్చు.",
      cards: [
        {
          icon: at(whatWeDo.cards, 0).icon,
          title: "స్ట్రక్చర్, షేర్‌హోల్డింగ్",
          description:
            "మీ ప్రణాళికలకు ఏ రకమైన సంస్థ సరిపోతుంది, ఎవరికి ఎన్ని షేర్లు, సహ వ్యవస్థాపకులు, ఉద్యోగులు, ఇన్వెస్టర్లకు చోటు ఎలా ఉంచాలి.",
        },
        {
          icon: at(whatWeDo.cards, 1).icon,
          title: "Startup India గుర్తింపు",
          description:
            "మీ అర్హతను పరిశీలించి, ఇన్నోవేషన్ వివరణ రాసి, మీ DPIIT దరఖాస్తు దాఖలు చేస్తాం; ఆ తర్వాత ట్యాక్స్ హాలిడే కోసం దరఖాస్తు చేస్తాం: పన్ను సంవత్సరం 2026-27 నుంచి Income-tax Act 2025లోని సెక్షన్ 140, అంతకు ముందు సెక్షన్ 80-IAC.",
        },
        {
          icon: at(whatWeDo.cards, 2).icon,
          title: "వ్యవస్థాపకుల లీగల్ కిట్",
          description:
            "వెస్టింగ్‌తో వ్యవస్థాపకుల ఒప్పందం, IP బదిలీ, NDAలు, ఉద్యోగ నియామక లేఖలు తయారుచేస్తాం; దాంతో కంపెనీ కోసం పనిచేసేవారు సృష్టించేది కంపెనీకే చెందుతుంది.",
        },
        {
          icon: at(whatWeDo.cards, 3).icon,
          title: "ఇన్వెస్టర్లకు సిద్ధం",
          description: "ఇన్వెస్టర్ల ప్రశ్నలకు తట్టుకునే పిచ్ డెక్, మార్కెట్, TAM విశ్లేషణ, రిజిస్టర్డ్ వాల్యూయర్ రిపోర్ట్.",
        },
        {
          icon: at(whatWeDo.cards, 4).icon,
          title: "ఫైనాన్షియల్ మోడల్",
          description:
            "ఆదాయం, ఖర్చులు, నియామకాలు, నగదుపై మూడు నుంచి ఐదు సంవత్సరాల అంచనా; ఒక్క ఊహను (assumption) మార్చినా దాని ప్రభావం వెంటనే కనిపించేలా తయారుచేస్తాం.",
        },
        {
          icon: at(whatWeDo.cards, 5).icon,
          title: "కంప్లయన్స్ రిటైనర్",
          description:
            "బోర్డు సమావేశాలు, ROC రిటర్న్‌లు, GST, TDS అన్నీ ఫిక్స్‌డ్ నెలవారీ ఫీజుకు మేమే చూసుకుంటాం; డ్యూ డిలిజెన్స్‌లో సరిచేయాల్సింది ఏదీ కనిపించదు.",
        },
      ],
    },
    {
      kind: "notice",
      id: guide.id,
      variant: guide.variant,
      title: "Startup India గుర్తింపు గురించి అంతా ఒకే గైడ్‌లో",
      intro:
        "DPIIT గుర్తింపుతో మూడు సంవత్సరాల ట్యాక్స్ హాలిడే (1 ఏప్రిల్ 2030కి ముందు రిజిస్టర్ అయి, Inter-Ministerial Board సర్టిఫికెట్ కూడా పొందిన కంపెనీలు, LLPలకు), కార్మిక చట్టాల కింద స్వీయ ధ్రువీకరణ, తక్కువ ఖర్చుతో పేటెంట్లు, ట్రేడ్‌మార్క్‌లు, ప్రభుత్వ టెండర్లలో సులువైన ప్రవేశం లభిస్తాయి. ఎవరు అర్హులు, రెండు దశల ప్రక్రియ, పత్రాలు, పట్టే సమయం అన్నీ మా గైడ్ వివరిస్తుంది.",
      link: {
        label: "Startup India రిజిస్ట్రేషన్ గైడ్ చదవండి",
        to: guide.link.to,
      },
    },
    {
      kind: "cards",
      id: structures.id,
      eyebrow: "ముందుగా రిజిస్ట్రేషన్",
      title: "రిజిస్టర్ చేసే ముందే స్ట్రక్చర్ ఎంచుకోండి",
      intro:
        "Startup India ప్రైవేట్ లిమిటెడ్ కంపెనీలు, LLPలు, రిజిస్టర్డ్ భాగస్వామ్య సంస్థలతో పాటు ఫిబ్రవరి 2026 నుంచి సహకార సంఘాలను కూడా గుర్తిస్తుంది; ట్యాక్స్ హాలిడే మాత్రం కంపెనీలు, LLPలకే. OPC లేదా పబ్లిక్ కంపెనీ వేరే ప్రణాళికలకు సరిపోతాయి; OPCని తర్వాత మార్చుకోవచ్చు. వీటిని పోల్చి చూసి, మీకు సరిపోయేదాని పేజీ చదవండి.",
      columns: known(structures.columns, "the structures columns"),
      cards: incorporationTypeCards,
    },
    {
      kind: "steps",
      id: journey.id,
      title: "మాతో మీ మొదటి సంవత్సరం",
      intro: "కంపెనీ ఏర్పడక ముందే మా దగ్గరకు వచ్చే వ్యవస్థాపకుడి ప్రయాణం సాధారణంగా ఇలా ఉంటుంది.",
      steps: [
        {
          step: at(journey.steps, 0).step,
          title: "ప్లాన్",
          description: "స్ట్రక్చర్, షేర్‌హోల్డింగ్, వ్యవస్థాపకుల బాధ్యతలు ఖరారు చేసే ఉచిత కాల్, ఆ తర్వాత రాతపూర్వక ప్లాన్.",
        },
        {
          step: at(journey.steps, 1).step,
          title: "రిజిస్ట్రేషన్",
          description: `${claims.registrationDays} పని దినాల్లో కంపెనీ రిజిస్ట్రేషన్: PAN, TAN, బ్యాంక్ ఖాతా, సంతకాలు పూర్తయిన వ్యవస్థాపకుల ఒప్పందంతో సహా.`,
        },
        {
          step: at(journey.steps, 2).step,
          title: "గుర్తింపు",
          description:
            "DPIIT గుర్తింపు, ఆ తర్వాత ట్యాక్స్ హాలిడే దరఖాస్తు (సెక్షన్ 80-IAC, 2025 చట్టంలోని సెక్షన్ 140), మీ బ్రాండ్ పేరుకు ట్రేడ్‌మార్క్.",
        },
        {
          step: at(journey.steps, 3).step,
          title: "నిధుల సేకరణ, వృద్ధి",
          description:
            "వాల్యుయేషన్, ఇన్వెస్టర్ పత్రాలు, ఫండింగ్ రౌండ్‌కు అవసరమైన ఫైలింగ్‌లు; ఈ మొత్తం కాలంలో కంప్లయన్స్ ఎప్పటికప్పుడు అప్‌డేట్‌గా ఉంటుంది.",
        },
      ],
    },
  ],
  cta: {
    title: "కొత్తది ఏదైనా నిర్మిస్తున్నారా?",
    text: `మీ ఆలోచన గురించి, మీ సహ వ్యవస్థాపకుల గురించి చెప్పండి. ${claims.consultationMinutes} నిమిషాల ఉచిత కన్సల్టేషన్‌లో స్ట్రక్చర్, గుర్తింపు, మొదటి సంవత్సరం ఫైలింగ్‌లపై స్పష్టమైన ప్లాన్ మీకు అందుతుంది.`,
    primary: { label: actionWords.book, to: enPage.cta.primary.to },
    secondary: { label: actionWords.whatsapp, whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.startupAdvisoryPage;
