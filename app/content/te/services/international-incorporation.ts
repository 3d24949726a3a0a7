// Skipped English exports: none (the module's one export, the page, holds words).
import { site } from "../../../config/site";
import * as en from "../../services/international-incorporation";

const { claims } = site;
const enPage = en.internationalIncorporationPage;
type EnBlock = (typeof enPage.sections)[number];

/** English section i, which must be of this kind: ids, icons and step numbers are read from it. */
function enBlock<K extends EnBlock["kind"]>(i: number, kind: K): Extract<EnBlock, { kind: K }> {
  const block = enPage.sections[i];
  if (block?.kind !== kind)
    throw new Error(`international incorporation page: English section ${i} is not "${kind}"`);
  return block as Extract<EnBlock, { kind: K }>;
}

/** Entry i of an English list, which must exist. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined)
    throw new Error(`international incorporation page: no English entry ${i}`);
  return item;
}

/** A value the English section must have. */
function known<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`international incorporation page: the English page lacks ${what}`);
  return value;
}

const jurisdictions = enBlock(0, "cards");
const whyUs = enBlock(1, "cards");
const process = enBlock(2, "steps");
const included = enBlock(3, "checklist");
const notice = enBlock(4, "notice");

export const internationalIncorporationPage = {
  path: enPage.path,
  crumb: "అంతర్జాతీయ కంపెనీ రిజిస్ట్రేషన్",
  service: {
    name: "అంతర్జాతీయ కంపెనీ రిజిస్ట్రేషన్",
    serviceType: "విదేశాల్లో కంపెనీ ఏర్పాటు",
  },
  greeting: enPage.greeting,
  meta: {
    title: "అమెరికా, UK, UAE, కెనడా, సింగపూర్‌లో కంపెనీ ఏర్పాటు",
    description:
      "భారత్ నుంచే US LLC లేదా C-Corp, UK Ltd, UAE ఫ్రీ జోన్ కంపెనీ, కెనడా కార్పొరేషన్, సింగపూర్ Pte Ltd ఏర్పాటు; బ్యాంకింగ్, ట్యాక్స్ IDలు, FEMA రిపోర్టింగ్‌తో సహా.",
  },
  hero: {
    eyebrow: "అంతర్జాతీయ రిజిస్ట్రేషన్",
    title: "అంతర్జాతీయ కంపెనీ రిజిస్ట్రేషన్",
    promise:
      "విదేశాల్లో కంపెనీ పెట్టి ప్రపంచమంతా అమ్మండి: కంపెనీని మేము ఏర్పాటు చేసి, దాని ట్యాక్స్ నంబర్, బ్యాంక్ ఖాతా, పేమెంట్ గేట్‌వే పనిచేసేలా చూస్తాం; మీ భారతీయ వైపు కంప్లయన్స్ కూడా సక్రమంగా ఉంచుతాం.",
    primary: { label: "ఉచిత సంప్రదింపు బుక్ చేసుకోండి", to: enPage.hero.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.hero.secondary.whatsapp },
    trust: ["ఐదు దేశాలు", "భారతీయ వ్యవస్థాపకులకు అనుకూలం", "WhatsApp, వీడియో కాల్ సపోర్ట్"],
    illustration: {
      src: enPage.hero.illustration.src,
      alt: "భారత్ నుంచి ఇతర దేశాల్లోని కంపెనీలకు దారులు చూపే గ్లోబ్",
      width: enPage.hero.illustration.width,
      height: enPage.hero.illustration.height,
    },
  },
  sections: [
    {
      kind: "cards",
      id: jurisdictions.id,
      eyebrow: "మేము ఎక్కడ రిజిస్టర్ చేస్తాం",
      title: "ఐదు దేశాలు, ఒక్కో దేశానికి ఒక్కో బలం",
      intro:
        "మీ కస్టమర్లు, ఇన్వెస్టర్లు, టీమ్ ఎక్కడ ఉన్నారన్నదాన్ని బట్టి సరైన దేశం మారుతుంది. మా క్లయింట్లు ఎక్కువగా ఎంచుకునే ఐదు దేశాలు ఇవి.",
      cards: [
        {
          icon: at(jurisdictions.cards, 0).icon,
          title: "అమెరికా (యునైటెడ్ స్టేట్స్)",
          badge: "ఎక్కువ మంది ఎంచుకునేది",
          description: "డెలావేర్, వ్యోమింగ్ లేదా టెక్సాస్; LLC, C-Corp, లేదా యజమానులందరూ US నివాసులైతే S-Corp హోదా ఎంపిక.",
          features: [
            "వెంచర్ ఇన్వెస్టర్లు ఆశించేది డెలావేర్ చట్టం, అక్కడి కోర్టులే",
            "US బ్యాంక్ ఖాతాలు, Stripe వంటి పేమెంట్ గేట్‌వేలు",
            "వ్యోమింగ్‌లో రాష్ట్ర కార్పొరేట్ ఆదాయపు పన్ను లేదు (టెక్సాస్ దానికి బదులు ఫ్రాంచైజ్ ట్యాక్స్ వసూలు చేస్తుంది)",
          ],
        },
        {
          icon: at(jurisdictions.cards, 1).icon,
          title: "కెనడా",
          description:
            "ఒంటారియో లేదా బ్రిటిష్ కొలంబియా; మీరు ఎక్కడ వ్యాపారం చేస్తారన్నదాన్ని బట్టి ఫెడరల్ కార్పొరేషన్ లేదా ప్రావిన్షియల్ కార్పొరేషన్.",
          features: [
            "ఫెడరల్ కార్పొరేషన్ పేరుకు కెనడా అంతటా రక్షణ ఉంటుంది",
            "BC, ఒంటారియో కంపెనీలకు స్థానిక నివాసి డైరెక్టర్ నిబంధన లేదు",
            "ఉత్తర అమెరికా కస్టమర్లు, బ్యాంకులు అందుబాటులోకి",
          ],
        },
        {
          icon: at(jurisdictions.cards, 2).icon,
          title: "యునైటెడ్ కింగ్‌డమ్ (UK)",
          description:
            "షేర్ల ఆధారంగా పరిమిత బాధ్యత గల ప్రైవేట్ కంపెనీ (Ltd); Companies Houseలో రిజిస్ట్రేషన్ చాలాసార్లు ఒక్క రోజులోనే పూర్తవుతుంది.",
          features: [
            "కనీస షేర్ క్యాపిటల్ అవసరం లేదు",
            "ఏ దేశస్థుడైనా ఒక్క డైరెక్టర్ ఉంటే చాలు",
            "UK, యూరప్ క్లయింట్లు నమ్మే చిరునామా",
          ],
        },
        {
          icon: at(jurisdictions.cards, 3).icon,
          title: "యునైటెడ్ అరబ్ ఎమిరేట్స్ (UAE)",
          description:
            "దుబాయ్, అబుదాబి లేదా షార్జాలో మెయిన్‌ల్యాండ్ లైసెన్స్ లేదా ఫ్రీ జోన్ కంపెనీ; మీరు చేసే వ్యాపార కార్యకలాపాన్ని బట్టి ఎంపిక.",
          features: [
            "ఫ్రీ జోన్‌లలో, చాలా మెయిన్‌ల్యాండ్ కార్యకలాపాల్లో పూర్తి విదేశీ యాజమాన్యం",
            "వ్యక్తిగత ఆదాయపు పన్ను లేదు; AED 375,000 పైన 9% కార్పొరేట్ పన్ను",
            "భారత్‌లోని ప్రతి ప్రధాన నగరం నుంచి విమానంలో కొద్దిసేపటి ప్రయాణం",
          ],
        },
        {
          icon: at(jurisdictions.cards, 4).icon,
          title: "సింగపూర్",
          description: "ప్రైవేట్ లిమిటెడ్ కంపెనీ (Pte Ltd); ఆగ్నేయాసియా మార్కెట్‌కు సేవలందించే వ్యాపారాలకు సాధారణంగా ఇదే కేంద్రం.",
          features: [
            "17% హెడ్‌లైన్ కార్పొరేట్ పన్ను, కొత్త కంపెనీలకు రాయితీతో",
            "బలమైన IP రక్షణ, విస్తృతమైన పన్ను ఒప్పందాల (tax treaty) నెట్‌వర్క్",
            "చట్టం కోరే స్థానిక నివాసి డైరెక్టర్‌ను మేమే ఏర్పాటు చేస్తాం",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: whyUs.id,
      title: "మమ్మల్నే ఎందుకు ఎంచుకోవాలి",
      intro: "విదేశాల్లో కంపెనీ ఏర్పాటు చేయడం సులువే. కానీ ఇక్కడ భారత్‌లో ఇబ్బంది రాకుండా చేయాలంటే రెండు వైపులా తెలిసినవారు కావాలి.",
      columns: known(whyUs.columns, "the why-us columns"),
      cards: [
        {
          icon: at(whyUs.cards, 0).icon,
          title: "భారతీయ వ్యవస్థాపకుల కోసమే",
          description:
            "మీ భారతీయ పత్రాలతోనే పని చేస్తాం; విదేశీ నిబంధనలే కాదు, మీకు వర్తించే FEMA, పన్ను నిబంధనలనూ వివరిస్తాం.",
        },
        {
          icon: at(whyUs.cards, 1).icon,
          title: "మొదటి రోజు నుంచే చెల్లింపులు",
          description:
            "బ్యాంక్ ఖాతా తెరవడంలో, కార్డ్ పేమెంట్ ప్రొవైడర్లకు దరఖాస్తు చేయడంలో సహాయం; మీ మొదటి ఆర్డర్‌ను త్వరగా తీసుకోవచ్చు.",
        },
        {
          icon: at(whyUs.cards, 2).icon,
          title: "ట్యాక్స్ ID, చిరునామా, కంప్లయన్స్",
          description: "ట్యాక్స్ రిజిస్ట్రేషన్, వర్చువల్ బిజినెస్ చిరునామా, మొదటి సంవత్సరం కంప్లయన్స్ క్యాలెండర్ అన్నీ ప్యాకేజీలోనే.",
        },
        {
          icon: at(whyUs.cards, 3).icon,
          title: "WhatsApp, వీడియో కాల్ సపోర్ట్",
          description:
            "మీ కంపెనీ ఏ టైమ్ జోన్‌లో ఉన్నా, ప్రశ్నలకు WhatsAppలో జవాబులు, భారత కాలమానానికి అనుకూలమైన వేళల్లో వీడియో కాల్స్.",
        },
      ],
    },
    {
      kind: "steps",
      id: process.id,
      title: "మా నాలుగు దశల ప్రక్రియ",
      steps: [
        {
          step: at(process.steps, 0).step,
          title: "సంప్రదింపు, ప్రణాళిక",
          description: "మీ ప్రణాళికలకు తగ్గట్టు దేశాలను, సంస్థ రకాలను పోల్చి, స్ట్రక్చర్, ఖర్చులు, సమయం ఖరారు చేస్తాం.",
        },
        {
          step: at(process.steps, 1).step,
          title: "పత్రాలు, ఫైలింగ్",
          description: "కంపెనీ ఏర్పాటు పత్రాలు సిద్ధం చేసి, సంతకాలు ఆన్‌లైన్‌లో తీసుకుని, విదేశీ రిజిస్ట్రీలో దాఖలు చేస్తాం.",
        },
        {
          step: at(process.steps, 2).step,
          title: "బ్యాంకింగ్, కంప్లయన్స్ ఏర్పాటు",
          description:
            "ట్యాక్స్ నంబర్, బ్యాంక్ ఖాతా, పేమెంట్ గేట్‌వే, రిజిస్టర్డ్ ఏజెంట్ లేదా చిరునామా ఏర్పాటు చేసి, అవి పనిచేస్తున్నాయో పరీక్షిస్తాం.",
        },
        {
          step: at(process.steps, 3).step,
          title: "నిరంతర సపోర్ట్",
          description:
            "విదేశాల్లో వార్షిక ఫైలింగ్‌లు, భారత్‌లో విదేశీ పెట్టుబడి రిపోర్టింగ్, నిబంధనలు మారినప్పుడల్లా మీ ప్రశ్నలకు జవాబులు.",
        },
      ],
    },
    {
      kind: "checklist",
      id: included.id,
      title: "ప్యాకేజీలో ఉండేవి",
      intro: "ప్రతి అంతర్జాతీయ ప్యాకేజీలో ఈ పన్నెండు అంశాలు ఉంటాయి; ఫీజు ముందుగానే ఖరారు చేస్తాం.",
      items: [
        "దేశం, సంస్థ రకంపై సలహా",
        "కంపెనీ పేరు అందుబాటులో ఉందో తనిఖీ",
        "కంపెనీ ఏర్పాటు ఫైలింగ్",
        "మొదటి సంవత్సరానికి రిజిస్టర్డ్ ఏజెంట్ లేదా ఆఫీసు",
        "వర్చువల్ బిజినెస్ చిరునామా",
        "ట్యాక్స్ గుర్తింపు నంబర్ (ఉదాహరణకు US EIN)",
        "ఆపరేటింగ్ అగ్రిమెంట్, బైలాస్ లేదా ఆర్టికల్స్",
        "షేర్ సర్టిఫికెట్లు, చట్టబద్ధ రిజిస్టర్లు",
        "బ్యాంక్ ఖాతా దరఖాస్తులో సహాయం",
        "పేమెంట్ గేట్‌వే ఆన్‌బోర్డింగ్",
        "మొదటి సంవత్సరం కంప్లయన్స్ క్యాలెండర్",
        "భారత్‌లో విదేశీ పెట్టుబడి (ODI) రిపోర్టింగ్‌పై మార్గదర్శనం",
      ],
    },
    {
      kind: "notice",
      id: notice.id,
      variant: notice.variant,
      title: "భారతీయ వ్యవస్థాపకులకు ముఖ్య గమనిక",
      intro:
        "భారత నివాసి విదేశీ కంపెనీకి యజమాని అయితే, విదేశీ చట్టంతో పాటు భారత చట్టమూ వర్తిస్తుంది. ఈ అంశాలను పెట్టుబడి పెట్టిన తర్వాత కాదు, ముందే ప్లాన్ చేసుకోండి.",
      points: [
        "విదేశీ కంపెనీలో డబ్బు పెట్టడం FEMA కింద విదేశీ ప్రత్యక్ష పెట్టుబడి (overseas direct investment): ఇది నిర్దేశిత ఫారంతో మీ ఆథరైజ్డ్ డీలర్ బ్యాంక్ ద్వారానే జరగాలి.",
        "Liberalised Remittance Scheme కింద వ్యక్తులు ఒక ఆర్థిక సంవత్సరంలో USD 250,000 వరకు విదేశాలకు పంపవచ్చు.",
        "విదేశీ కంపెనీపై Annual Performance Reportను ప్రతి సంవత్సరం 31 డిసెంబర్ లోపు మీ బ్యాంక్‌కు సమర్పించాలి.",
        "భారత్ నుంచే నిర్వహణ, నియంత్రణ జరిగే కంపెనీపై భారతీయ కంపెనీ లాగానే భారత్‌లో పన్ను పడవచ్చు; నిర్ణయాలు ఎక్కడ తీసుకుంటారన్నది ముఖ్యం.",
      ],
    },
  ],
  cta: {
    title: "విదేశాల్లో కంపెనీ పెట్టాలనుకుంటున్నారా?",
    text: `మీ కస్టమర్లు ఎక్కడ ఉన్నారో చెప్పండి. ${claims.consultationMinutes} నిమిషాల ఉచిత కాల్‌లో మీ కోసం దేశాలను పోల్చి, భారత చట్టం మీ నుంచి ఏం కోరుతుందో వివరిస్తాం.`,
    primary: { label: "ఉచిత సంప్రదింపు బుక్ చేసుకోండి", to: enPage.cta.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.internationalIncorporationPage;
