// Skipped English exports: none (the module's one export, the page, holds words).
import * as en from "../../services/legal";

const enPage = en.legalPage;
type EnBlock = (typeof enPage.sections)[number];

/** English section i, which must be of this kind: ids, icons and step numbers are read from it. */
function enBlock<K extends EnBlock["kind"]>(i: number, kind: K): Extract<EnBlock, { kind: K }> {
  const block = enPage.sections[i];
  if (block?.kind !== kind) throw new Error(`legal page: English section ${i} is not "${kind}"`);
  return block as Extract<EnBlock, { kind: K }>;
}

/** Entry i of an English list, which must exist. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`legal page: no English entry ${i}`);
  return item;
}

const areas = enBlock(0, "cards");
const process = enBlock(1, "steps");
const documents = enBlock(2, "checklist");

export const legalPage = {
  path: enPage.path,
  crumb: "లీగల్ డాక్యుమెంటేషన్",
  service: {
    name: "లీగల్ డాక్యుమెంటేషన్, ఒప్పందాలపై సలహా",
    serviceType: "వ్యాపార ఒప్పందాల డ్రాఫ్టింగ్, పరిశీలన",
  },
  greeting: enPage.greeting,
  meta: {
    title: "వ్యాపార ఒప్పందాలు, కంపెనీ పత్రాలు, ఒప్పందాల పరిశీలన",
    description:
      "భారతీయ వ్యాపారాల కోసం: వ్యవస్థాపకుల, వాటాదారుల ఒప్పందాలు, NDAలు, క్లయింట్, వెండర్ ఒప్పందాలు, బోర్డు తీర్మానాలు, ESOP స్కీమ్‌లు, ఒప్పందాల పరిశీలన, లీగల్ నోటీసులు.",
  },
  hero: {
    eyebrow: "లీగల్ డాక్యుమెంటేషన్",
    title: "లీగల్ డాక్యుమెంటేషన్, ఒప్పందాలపై సలహా",
    promise:
      "స్పష్టమైన ఒప్పందాలు ఉంటే చాలా వ్యాపార వివాదాలు రావు. మీ కంపెనీ సంతకం చేసే పత్రాలను మేము సరళమైన భాషలో, మిమ్మల్ని రక్షించే నిబంధనలతో తయారుచేస్తాం, పరిశీలిస్తాం.",
    primary: { label: "లీగల్ సహాయం పొందండి", to: enPage.hero.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.hero.secondary.whatsapp },
    trust: ["కంపెనీ చట్టంలో నిపుణులు తయారుచేస్తారు", "సరళమైన భాషలో వివరణ", "ప్రతి పత్రానికి ఫిక్స్‌డ్ ఫీజు"],
  },
  sections: [
    {
      kind: "cards",
      id: areas.id,
      eyebrow: "మేము తయారుచేసేవి",
      title: "మూడు రకాల చట్టపరమైన సేవలు",
      intro:
        "మీ మొదటి కస్టమర్‌తో ఒప్పందం చేసుకుంటున్నా, ఇన్వెస్టర్‌ను తీసుకొస్తున్నా, సరైన సమయంలో సరైన పత్రం ఉంటే డబ్బూ ఆదా అవుతుంది, సంబంధాలూ నిలుస్తాయి.",
      cards: [
        {
          icon: at(areas.cards, 0).icon,
          title: "వ్యాపార ఒప్పందాలు",
          description:
            "మీ వ్యాపారాన్ని రోజూ నడిపించే ఒప్పందాలు: ఏదో టెంప్లేట్ నుంచి కాపీ చేసినవి కాదు, మీ డీల్‌కు తగ్గట్టు తయారుచేసినవి.",
          features: [
            "వ్యవస్థాపకుల ఒప్పందం, వాటాదారుల ఒప్పందం",
            "నాన్-డిస్‌క్లోజర్ ఒప్పందాలు (NDA)",
            "క్లయింట్, వెండర్, సర్వీస్ ఒప్పందాలు",
            "ఉద్యోగ, కన్సల్టెంట్ ఒప్పందాలు",
          ],
        },
        {
          icon: at(areas.cards, 1).icon,
          title: "కార్పొరేట్ పత్రాలు",
          description:
            "Companies Act ప్రకారం కంపెనీ ఉంచుకోవాల్సిన పత్రాలు, డ్యూ డిలిజెన్స్ సమయంలో ఇన్వెస్టర్లు చూడాలని అడిగే పత్రాలు.",
          features: [
            "MoA, AoA తయారీ, సవరణలు",
            "బోర్డు, వాటాదారుల తీర్మానాలు",
            "మినిట్స్, చట్టబద్ధ రిజిస్టర్లు",
            "ESOP స్కీమ్‌లు, షేర్ కొనుగోలు ఒప్పందాలు",
          ],
        },
        {
          icon: at(areas.cards, 2).icon,
          title: "చట్టపరమైన సలహా",
          description: "సంతకం చేసే ముందు మరో నిపుణుడి పరిశీలన; ఏదైనా తేడా వస్తే ఆలోచించి, సంయమనంతో ఇచ్చే జవాబు.",
          features: [
            "రిస్క్‌ల సారాంశంతో ఒప్పంద పరిశీలన",
            "లీగల్ నోటీసులు, వాటికి జవాబులు",
            "కంపెనీ చట్టం, FEMAపై అభిప్రాయాలు",
            "చర్చల్లో, బేరసారాల్లో సహాయం",
          ],
        },
      ],
    },
    {
      kind: "steps",
      id: process.id,
      title: "మేము పత్రాన్ని ఎలా తయారుచేస్తాం",
      steps: [
        {
          step: at(process.steps, 0).step,
          title: "వివరాలు",
          description:
            "డీల్ ఏమిటి, ఒప్పందంలో ఎవరెవరు ఉన్నారు, ఎంత డబ్బు ఇమిడి ఉంది, మిమ్మల్ని ఎక్కువగా ఆందోళనపెడుతున్నది ఏమిటి అని తెలుసుకోవడానికి ఒక చిన్న కాల్.",
        },
        {
          step: at(process.steps, 1).step,
          title: "డ్రాఫ్ట్",
          description: "అంగీకరించిన సమయంలోగా మొదటి డ్రాఫ్ట్; ప్రతి ముఖ్యమైన నిబంధనను సరళమైన మాటల్లో వివరించే నోట్స్‌తో.",
        },
        {
          step: at(process.steps, 2).step,
          title: "పరిశీలన, చర్చలు",
          description: "మీ సూచనలతో, మీరు కోరితే అవతలి పక్షం లాయర్‌తో కూడా మాట్లాడి, అందరూ అంగీకరించే వరకు సవరిస్తాం.",
        },
        {
          step: at(process.steps, 3).step,
          title: "సంతకం, స్టాంప్",
          description: "సరైన స్టాంప్ డ్యూటీ చెల్లించిన తుది పత్రం, రాష్ట్రం అనుమతించిన చోట ఈ-స్టాంప్ ద్వారా, సంతకానికి సిద్ధంగా.",
        },
      ],
    },
    {
      kind: "checklist",
      id: documents.id,
      title: "మేము ఎక్కువగా తయారుచేసే పత్రాలు",
      items: [
        "వెస్టింగ్ నిబంధనలతో వ్యవస్థాపకుల ఒప్పందం",
        "వాటాదారుల ఒప్పందం",
        "నాన్-డిస్‌క్లోజర్ ఒప్పందం (NDA)",
        "మాస్టర్ సర్వీసెస్ ఒప్పందం",
        "ఉద్యోగ, కన్సల్టెంట్ ఒప్పందాలు",
        "మేధో సంపత్తి (IP) హక్కుల బదిలీ",
        "వెబ్‌సైట్ నిబంధనలు, ప్రైవసీ పాలసీ",
        "లీజు, లీవ్ అండ్ లైసెన్స్ ఒప్పందాలు",
        "లీగల్ నోటీసు, దానికి జవాబు",
      ],
    },
  ],
  cta: {
    title: "సంతకం చేయాల్సిన ఒప్పందం ఉందా?",
    text: "సంతకం చేసే ముందే మాకు పంపండి. అది మిమ్మల్ని దేనికి కట్టుబడేలా చేస్తుందో వివరిస్తాం, ప్రమాదకరమైన నిబంధనలను చూపిస్తాం, మెరుగైన పదాలను సూచిస్తాం.",
    primary: { label: "లీగల్ సహాయం పొందండి", to: enPage.cta.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.legalPage;
