// Skips no export: businessIncorporationPage holds words; its non-word values are read from the English page.

import { site } from "../../../config/site";
import { englishPage } from "./english-page";
import * as en from "../../services/business-incorporation";
import { incorporationTypeCards } from "./incorporation-types";
import { actionWords } from "../actions";

const { claims } = site;
const enPage = en.businessIncorporationPage;
const { section: enSection, must } = englishPage(enPage, "te/services/business-incorporation");

const enTypes = enSection("incorporation-types", "cards");
const enSteps = enSection("how-incorporation-works", "steps");
const enRegistrations = enSection("registrations", "cards");
const step = (i: number) => must(enSteps.steps[i], `step ${i}`).step;
const icon = (i: number) => must(enRegistrations.cards[i], `registration card ${i}`).icon;

export const businessIncorporationPage = {
  path: enPage.path,
  crumb: "వ్యాపార రిజిస్ట్రేషన్",
  service: {
    name: "వ్యాపార రిజిస్ట్రేషన్, ఇతర రిజిస్ట్రేషన్లు",
    serviceType: "కంపెనీ రిజిస్ట్రేషన్",
  },
  greeting: enPage.greeting,
  meta: {
    title: "భారతదేశంలో కంపెనీ, LLP, OPC రిజిస్ట్రేషన్",
    description: `ప్రైవేట్ లిమిటెడ్ కంపెనీ, పబ్లిక్ లిమిటెడ్ కంపెనీ, LLP లేదా OPC రిజిస్ట్రేషన్ ${claims.registrationDays} పని దినాల్లో; దానితో పాటు IEC, Udyam, PF, ESI, వృత్తి పన్ను, 12A, 80G, FCRA.`,
  },
  hero: {
    eyebrow: "వ్యాపార రిజిస్ట్రేషన్",
    title: "కంపెనీ రిజిస్ట్రేషన్, ఇతర వ్యాపార రిజిస్ట్రేషన్లు",
    promise: `మీ ప్రణాళికలకు సరిపోయే వ్యాపార స్ట్రక్చర్‌ను ఎంచుకోండి, ${claims.registrationDays} పని దినాల్లో మేం రిజిస్టర్ చేస్తాం. పేరు ఆమోదం, డిజిటల్ సిగ్నేచర్లు, రిజిస్ట్రేషన్, మీ మొదటి లైసెన్సులు: అన్నీ మేమే చూసుకుంటాం.`,
    primary: { label: actionWords.book, to: enPage.hero.primary.to },
    secondary: { label: actionWords.whatsapp, whatsapp: enPage.hero.secondary.whatsapp },
    trust: [
      `${site.foundedYear} నుంచి ప్రాక్టీస్‌లో`,
      `${claims.registrationDays} పని దినాల్లో రిజిస్ట్రేషన్`,
      "ముందే ఖరారు చేసే ఫిక్స్‌డ్ ఫీజు",
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
      kind: enTypes.kind,
      id: enTypes.id,
      eyebrow: "మీ వ్యాపార స్ట్రక్చర్‌ను ఎంచుకోండి",
      title: "ఏ రకమైన కంపెనీని రిజిస్టర్ చేయాలి?",
      intro:
        "ఒక్కో వ్యాపార స్ట్రక్చర్ ఒక్కో రకమైన ప్రణాళికకు సరిపోతుంది. పెట్టుబడి సమీకరించాలనుకుంటే సాధారణంగా ప్రైవేట్ లిమిటెడ్ కంపెనీ సరైనది; కుటుంబ వ్యాపారానికి లేదా ప్రొఫెషనల్ ప్రాక్టీస్‌కు తరచుగా LLP మేలు.",
      columns: must(enTypes.columns, "columns of the incorporation types"),
      cards: incorporationTypeCards,
    },
    {
      kind: enSteps.kind,
      id: enSteps.id,
      title: "రిజిస్ట్రేషన్ ఎలా జరుగుతుంది",
      intro:
        "రిజిస్ట్రేషన్ కార్పొరేట్ వ్యవహారాల మంత్రిత్వ శాఖ (MCA) SPICe+ ఫారాల ద్వారా జరుగుతుంది. మా మొదటి కాల్ నుంచి మీ చేతికి సర్టిఫికెట్ అందే వరకు ఏం జరుగుతుందో ఇక్కడ చూడండి.",
      steps: [
        {
          step: step(0),
          title: "పత్రాలు, డిజిటల్ సిగ్నేచర్లు",
          description:
            "గుర్తింపు, చిరునామా రుజువులు సేకరించి, డైరెక్టర్లకు లేదా భాగస్వాములకు డిజిటల్ సిగ్నేచర్ సర్టిఫికెట్లు (DSC) ఇప్పిస్తాం.",
        },
        {
          step: step(1),
          title: "పేరు ఆమోదం",
          description:
            "మీరు ప్రతిపాదించిన పేర్లను ఇప్పటికే ఉన్న కంపెనీలు, ట్రేడ్‌మార్క్‌లతో పోల్చి చూసి, వాటిలో ఉత్తమమైన పేరును రిజిస్ట్రార్ దగ్గర రిజర్వ్ చేస్తాం.",
        },
        {
          step: step(2),
          title: "రిజిస్ట్రేషన్ ఫైలింగ్",
          description:
            "MoA, AoA లేదా LLP ఒప్పందాన్ని తయారుచేసి, DIN, PAN, TAN దరఖాస్తులతో పాటు రిజిస్ట్రేషన్ ఫారాలను దాఖలు చేస్తాం.",
        },
        {
          step: step(3),
          title: "సర్టిఫికెట్, మొదటి అడుగులు",
          description:
            "మీకు ఇన్‌కార్పొరేషన్ సర్టిఫికెట్, PAN, TAN అందుతాయి; మొదటి 180 రోజుల్లో తప్పనిసరిగా చేయాల్సిన పనుల జాబితా కూడా ఇస్తాం.",
        },
      ],
    },
    {
      kind: enRegistrations.kind,
      id: enRegistrations.id,
      eyebrow: "రిజిస్ట్రేషన్ తర్వాత",
      title: "వ్యాపారానికి అవసరమైన ముఖ్యమైన రిజిస్ట్రేషన్లు",
      intro:
        "వ్యాపారం మొదలుపెట్టినప్పుడు, ఉద్యోగులను నియమించుకున్నప్పుడు లేదా విరాళాలు స్వీకరించినప్పుడు చాలా వ్యాపారాలకు వీటిలో ఒకటో, అంతకంటే ఎక్కువో రిజిస్ట్రేషన్లు అవసరం. మీ కంపెనీ రిజిస్ట్రేషన్‌తో పాటు గానీ, మీకు అవసరమైనప్పుడు గానీ వీటిని దాఖలు చేస్తాం.",
      cards: [
        {
          icon: icon(0),
          title: "ఇంపోర్టర్-ఎక్స్‌పోర్టర్ కోడ్ (IEC)",
          description:
            "ప్రతి దిగుమతిదారుకు, ఎగుమతిదారుకు DGFT ఇచ్చే పది అక్షరాల కోడ్ అవసరం. ఇది మీ PANతో అనుసంధానమై ఉంటుంది; ఒక్కసారే జారీ అవుతుంది, ఏటా అప్‌డేట్ చేస్తే చెల్లుబాటులో ఉంటుంది.",
        },
        {
          icon: icon(1),
          title: "PF, ESI రిజిస్ట్రేషన్",
          description:
            "ఉద్యోగుల సంఖ్య 20కి చేరగానే ప్రావిడెంట్ ఫండ్ (PF) రిజిస్ట్రేషన్, 10కి చేరగానే ESI రిజిస్ట్రేషన్ తప్పనిసరి; నెలవారీ కంట్రిబ్యూషన్లు ప్రతి నెలా 15వ తేదీలోగా చెల్లించాలి.",
        },
        {
          icon: icon(2),
          title: "వృత్తి పన్ను (ప్రొఫెషనల్ ట్యాక్స్) రిజిస్ట్రేషన్",
          description:
            "జీతాలపై, వృత్తులపై రాష్ట్ర ప్రభుత్వం విధించే పన్ను; ఆంధ్రప్రదేశ్, తెలంగాణ సహా చాలా రాష్ట్రాల్లో ఇది అమలులో ఉంది. యజమానులు రిజిస్టర్ చేసుకుని ప్రతి నెలా జీతాల నుంచి దీన్ని మినహాయించాలి.",
        },
        {
          icon: icon(3),
          title: "12A, 80G రిజిస్ట్రేషన్",
          description:
            "ట్రస్టులు, సొసైటీలు, సెక్షన్ 8 కంపెనీల కోసం: 12A రిజిస్ట్రేషన్‌తో సంస్థ ఆదాయానికి పన్ను మినహాయింపు లభిస్తుంది; 80G ఆమోదంతో దాతలు తాము ఇచ్చిన విరాళాన్ని తమ ఆదాయం నుంచి మినహాయించుకోవచ్చు. ఈ రెండూ 1961 నాటి ఆదాయపు పన్ను చట్టంలోని పేర్లు; 1 ఏప్రిల్ 2026 నుంచి Income-tax Act, 2025 వీటిని కొత్త సెక్షన్, ఫారం నంబర్లతో కొనసాగిస్తుంది.",
        },
        {
          icon: icon(4),
          title: "Udyam రిజిస్ట్రేషన్",
          description:
            "ప్రభుత్వ Udyam పోర్టల్‌లో ఉచితంగా చేసే MSME రిజిస్ట్రేషన్. దీనితో ప్రాధాన్య రంగ (ప్రయారిటీ సెక్టార్) రుణాలు అందుబాటులోకి వస్తాయి, ఆలస్యంగా చెల్లించే కొనుగోలుదారుల నుంచి రక్షణ లభిస్తుంది.",
        },
        {
          icon: icon(5),
          title: "FCRA రిజిస్ట్రేషన్",
          description:
            "లాభాపేక్ష లేని సంస్థ విదేశీ విరాళాలు స్వీకరించడానికి కేంద్ర హోం మంత్రిత్వ శాఖ ఇచ్చే అనుమతి. దీనికి ప్రత్యేకంగా నిర్దేశించిన బ్యాంక్ ఖాతా ఉండాలి, ఏటా రిటర్న్‌లు దాఖలు చేయాలి.",
        },
      ],
    },
  ],
  cta: {
    title: "మీ కంపెనీని రిజిస్టర్ చేయడానికి సిద్ధంగా ఉన్నారా?",
    text: "మీరు ప్రతిపాదించిన పేర్లు, మీ సహ వ్యవస్థాపకుల వివరాలు మాకు పంపండి. సరైన వ్యాపార స్ట్రక్చర్ ఏదో, ఫీజు ఎంతో, మీ సర్టిఫికెట్ ఏ తేదీకి అందుతుందని ఆశించవచ్చో మేం నిర్ధారిస్తాం.",
    primary: { label: actionWords.book, to: enPage.cta.primary.to },
    secondary: { label: actionWords.whatsapp, whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.businessIncorporationPage;
