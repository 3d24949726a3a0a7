// Skipped English exports: none (the module's one export, the page, holds words).
import * as en from "../../services/closure";

const enPage = en.closurePage;
type EnBlock = (typeof enPage.sections)[number];

/** English section i, which must be of this kind: ids, icons and step numbers are read from it. */
function enBlock<K extends EnBlock["kind"]>(i: number, kind: K): Extract<EnBlock, { kind: K }> {
  const block = enPage.sections[i];
  if (block?.kind !== kind) throw new Error(`closure page: English section ${i} is not "${kind}"`);
  return block as Extract<EnBlock, { kind: K }>;
}

/** Entry i of an English list, which must exist. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`closure page: no English entry ${i}`);
  return item;
}

const areas = enBlock(0, "cards");
const notice = enBlock(1, "notice");
const process = enBlock(2, "steps");

export const closurePage = {
  path: enPage.path,
  crumb: "వ్యాపార మూసివేత",
  service: { name: "వ్యాపార మూసివేత, ఎగ్జిట్ వ్యూహాలు", serviceType: "కంపెనీ, LLP మూసివేత" },
  greeting: enPage.greeting,
  meta: {
    title: "భారత్‌లో కంపెనీ లేదా LLP మూసివేత: స్ట్రైక్ ఆఫ్, ఎగ్జిట్ ప్లానింగ్",
    description:
      "కంపెనీలు, LLPల స్ట్రైక్ ఆఫ్, స్వచ్ఛంద లిక్విడేషన్, అమ్మకం, విలీనం, వ్యవస్థాపకుల ఎగ్జిట్. GST, పన్ను, రుణదాతల బాకీలు తీర్చి, ఏ బాధ్యతా మీ వెంట రాకుండా.",
  },
  hero: {
    eyebrow: "మూసివేత, ఎగ్జిట్",
    title: "వ్యాపార మూసివేత, ఎగ్జిట్ వ్యూహాలు",
    promise:
      "వ్యాపారం ఆపేసినా కంపెనీ రిటర్న్‌లు దాఖలు చేసే బాధ్యత ఆగదు. కంపెనీని సరైన పద్ధతిలో మూసివేయండి, లేదా మీకు డబ్బు తెచ్చే ఎగ్జిట్‌ను ప్లాన్ చేసుకోండి; తర్వాత మీ మీదకు తిరిగి వచ్చే ఏ బాధ్యతా మిగలకుండా.",
    primary: { label: "ఎగ్జిట్ వ్యూహంపై సహాయం పొందండి", to: enPage.hero.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.hero.secondary.whatsapp },
    trust: ["కంపెనీలు, LLPలు", "స్ట్రైక్ ఆఫ్, లిక్విడేషన్", "ముందుగా బాకీలన్నీ పరిష్కారం"],
  },
  sections: [
    {
      kind: "cards",
      id: areas.id,
      eyebrow: "బయటపడే మార్గాలు",
      title: "మూసివేత, ఎగ్జిట్ ప్లానింగ్, బాధ్యతలు",
      intro:
        "వ్యాపారానికి విలువ ఉందా, అప్పులు ఉన్నాయా, ఆస్తులు మిగిలాయా అన్నదాన్ని బట్టి మీరు ఎలా బయటపడాలో నిర్ణయమవుతుంది. మేము చేసే ప్రతి మూసివేతలో ఈ మూడు భాగాలు ఉంటాయి.",
      cards: [
        {
          icon: at(areas.cards, 0).icon,
          title: "వైండింగ్ అప్ (మూసివేత)",
          description:
            "వ్యాపారం, అప్పులు ఏవీ లేని కంపెనీని లేదా LLPని రిజిస్టర్ నుంచి తొలగించడం; ఇంకా ఆస్తులు ఉంటే దాన్ని లిక్విడేట్ చేయడం.",
          features: [
            "Form STK-2తో కంపెనీ స్ట్రైక్ ఆఫ్, నిర్ణయం C-PACEది",
            "Form 24తో LLP స్ట్రైక్ ఆఫ్, దీని నిర్ణయమూ C-PACEదే",
            "అప్పులన్నీ తీర్చగల (solvent) కంపెనీలకు స్వచ్ఛంద లిక్విడేషన్",
            "ప్రత్యామ్నాయంగా డార్మెంట్ (నిష్క్రియ) హోదా",
          ],
        },
        {
          icon: at(areas.cards, 1).icon,
          title: "ఎగ్జిట్ ప్లానింగ్",
          description:
            "వ్యాపారానికి విలువ ఉంటే, మూసివేత కంటే అమ్మకం లేదా విలీనం సాధారణంగా ఎక్కువ డబ్బు తెస్తుంది; కంపెనీని మూసేయకుండానే వ్యవస్థాపకుడు బయటకు వెళ్లవచ్చు.",
          features: [
            "షేర్ల అమ్మకం లేదా వ్యాపారం అమ్మకం",
            "మరో కంపెనీతో విలీనం",
            "LLPగా మార్పు",
            "వ్యవస్థాపకులు, భాగస్వాముల ఎగ్జిట్",
          ],
        },
        {
          icon: at(areas.cards, 2).icon,
          title: "బాధ్యతలు",
          description:
            "దరఖాస్తుకు ముందే చెల్లించాల్సినవన్నీ చెల్లించి, ప్రతి రిజిస్ట్రేషన్‌ను రద్దు చేస్తాం; రిజిస్ట్రార్ అభ్యంతరం చెప్పడానికి ఏమీ మిగలదు.",
          features: [
            "రుణదాతలకు, ఉద్యోగులకు చెల్లింపులు",
            "GST రిజిస్ట్రేషన్ రద్దు, చివరి రిటర్న్ దాఖలు",
            "పెండింగ్‌లో ఉన్న ROC, పన్ను రిటర్న్‌ల దాఖలు",
            "డైరెక్టర్ల ఇండెమ్నిటీ, అఫిడవిట్లు",
          ],
        },
      ],
    },
    {
      kind: "notice",
      id: notice.id,
      variant: notice.variant,
      title: "ముఖ్య గమనిక",
      intro:
        "కంపెనీని అలాగే వదిలేసినా, దాని బాధ్యతలు తీర్చకుండా మూసివేసినా, దానిపై ఎవరి బాధ్యతా తీరిపోదు. సరిగ్గా మూసివేయకపోతే ఇవి జరగవచ్చు:",
      points: [
        "కంపెనీ చెల్లించని బాకీలకు డైరెక్టర్లు, భాగస్వాములు వ్యక్తిగతంగా బాధ్యులు కావడం",
        "రుణదాతల చర్యలు: కంపెనీని వైండ్ అప్ చేయాలని గానీ, తిరిగి పునరుద్ధరించాలని గానీ వారు దరఖాస్తు చేయవచ్చు",
        "ఎప్పుడూ దాఖలు చేయని రిటర్న్‌లపై పన్ను జరిమానాలు, డిమాండ్లు",
        "మూడు సంవత్సరాలుగా రిటర్న్‌లు దాఖలు చేయని కంపెనీల డైరెక్టర్లపై అనర్హత వేటు",
      ],
    },
    {
      kind: "steps",
      id: process.id,
      title: "స్ట్రైక్ ఆఫ్ ఎలా జరుగుతుంది",
      intro: "వ్యాపారం, బాధ్యతలు ఏవీ లేని కంపెనీని మూసివేయడానికి సాధారణంగా అనుసరించే మార్గం ఇది.",
      steps: [
        {
          step: at(process.steps, 0).step,
          title: "పరిశీలన",
          description:
            "కంపెనీ ఫైలింగ్‌లు, బ్యాంక్ ఖాతాలు, రిజిస్ట్రేషన్లు, బాధ్యతలను పరిశీలించి, ముందుగా ఏవి క్లియర్ చేయాలో జాబితా ఇస్తాం.",
        },
        {
          step: at(process.steps, 1).step,
          title: "క్లియర్ చేయడం",
          description:
            "పెండింగ్ రిటర్న్‌ల దాఖలు, బాధ్యతల చెల్లింపు, GST రద్దు, బ్యాంక్ ఖాతా మూసివేత, స్టేట్‌మెంట్ ఆఫ్ అకౌంట్స్‌తో సహా.",
        },
        {
          step: at(process.steps, 2).step,
          title: "దరఖాస్తు",
          description:
            "బోర్డు, వాటాదారుల తీర్మానాలు, డైరెక్టర్ల ఇండెమ్నిటీలు, అఫిడవిట్లు సిద్ధం చేసి, Form STK-2ను C-PACEలోని రిజిస్ట్రార్‌కు దాఖలు చేస్తాం. C-PACE అనేది మే 2023 నుంచి కంపెనీల స్ట్రైక్ ఆఫ్‌లపై నిర్ణయం తీసుకుంటున్న కార్పొరేట్ వ్యవహారాల మంత్రిత్వ శాఖ కేంద్ర కార్యాలయం.",
        },
        {
          step: at(process.steps, 3).step,
          title: "మూసివేత పూర్తి",
          description:
            "C-PACE నోటీసు ప్రచురించి, అభ్యంతరాలను ఆహ్వానించి, ఆ తర్వాత కంపెనీ పేరును రిజిస్టర్ నుంచి తొలగిస్తుంది.",
        },
      ],
    },
  ],
  cta: {
    title: "మూసివేయాలని లేదా అమ్మాలని ఆలోచిస్తున్నారా?",
    text: "ఫైలింగ్‌లు ఆపే ముందే మాతో మాట్లాడండి. మీ విషయంలో మూసివేత, అమ్మకం, డార్మెంట్ కంపెనీ అనే మూడు దారులను పోల్చి, ఒక్కోదానికి ఎంత ఖర్చవుతుందో, ఎంత సమయం పడుతుందో చెబుతాం.",
    primary: { label: "ఎగ్జిట్ వ్యూహంపై సహాయం పొందండి", to: enPage.cta.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.closurePage;
