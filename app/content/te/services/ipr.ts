// Skips no export: iprPage holds words; its non-word values are read from the English page.

import * as en from "../../services/ipr";

const enPage = en.iprPage;
type EnSection = (typeof enPage.sections)[number];

/** The English section with this id and kind; a mismatch is a content error, thrown when the module loads. */
function enSection<K extends EnSection["kind"]>(id: string, kind: K) {
  const found = enPage.sections.find((s) => s.id === id);
  if (!found || found.kind !== kind)
    throw new Error(`te/services/ipr: no English ${kind} section "${id}"`);
  return found as Extract<EnSection, { kind: K }>;
}

/** The English value, which must exist. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`te/services/ipr: no English ${what}`);
  return value;
}

const enTypes = enSection("ip-types", "cards");
const enProcess = enSection("trademark-process", "steps");
const enServices = enSection("ip-services", "checklist");
const typeIcon = (i: number) => must(enTypes.cards[i], `IP type card ${i}`).icon;
const step = (i: number) => must(enProcess.steps[i], `step ${i}`).step;

export const iprPage = {
  path: enPage.path,
  crumb: "IPR రక్షణ",
  service: {
    name: "IPR రక్షణ",
    serviceType: "ట్రేడ్‌మార్క్, పేటెంట్, కాపీరైట్, డిజైన్ రిజిస్ట్రేషన్",
  },
  greeting: enPage.greeting,
  meta: {
    title: "ట్రేడ్‌మార్క్, పేటెంట్, కాపీరైట్, డిజైన్ రిజిస్ట్రేషన్",
    description:
      "భారతదేశంలో మీ బ్రాండ్‌కు, ఆవిష్కరణలకు రక్షణ: ట్రేడ్‌మార్క్ సెర్చ్, ఫైలింగ్, అభ్యంతరాలకు జవాబులు, పేటెంట్ డ్రాఫ్టింగ్, ఫైలింగ్, కాపీరైట్, డిజైన్ రిజిస్ట్రేషన్.",
  },
  hero: {
    eyebrow: "మేధో సంపత్తి (IP)",
    title: "మీ బ్రాండ్‌కు, ఆలోచనలకు IPR (మేధో సంపత్తి హక్కుల) రక్షణ",
    promise:
      "మీ వ్యాపారం పేరు, లోగో, ఉత్పత్తి, సాఫ్ట్‌వేర్ కోడ్: వ్యాపారానికి ఉన్న మిగతా వాటన్నిటికంటే తరచూ ఇవే ఎక్కువ విలువైనవి. వేరెవరో రిజిస్టర్ చేయకముందే మీరు చేసుకోండి; అవసరమైనప్పుడు వాటిని కాపాడుకోండి.",
    primary: { label: "మీ IPని రక్షించుకోండి", to: enPage.hero.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.hero.secondary.whatsapp },
    trust: ["మొత్తం 45 క్లాసుల్లో ట్రేడ్‌మార్క్‌లు", "పేటెంట్లు, డిజైన్లు", "అభ్యంతరాలు, ఆపోజిషన్‌లు"],
    illustration: {
      src: enPage.hero.illustration.src,
      alt: "రిజిస్టర్డ్ మార్క్ ముద్రతో ఉన్న ట్రేడ్‌మార్క్‌ను కాపాడుతున్న కవచం",
      width: enPage.hero.illustration.width,
      height: enPage.hero.illustration.height,
    },
  },
  sections: [
    {
      kind: enTypes.kind,
      id: enTypes.id,
      eyebrow: "మేం వేటిని రక్షిస్తాం",
      title: "ట్రేడ్‌మార్క్, పేటెంట్, కాపీరైట్, డిజైన్",
      intro:
        "ఒక్కో రకమైన మేధో సంపత్తి ఒక్కో దాన్ని రక్షిస్తుంది, ఒక్కోటి వేర్వేరు కార్యాలయంలో రిజిస్టర్ అవుతుంది. మీకు ఏది అవసరమో మేం చెబుతాం, అన్నిటినీ మేమే దాఖలు చేస్తాం.",
      cards: [
        {
          icon: typeIcon(0),
          title: "ట్రేడ్‌మార్క్",
          description:
            "మీ బ్రాండ్ పేరు, లోగో, ట్యాగ్‌లైన్; మీరు వ్యాపారం చేసే వస్తువులు, సేవల క్లాసుల్లో రిజిస్టర్ అవుతాయి. ™ గుర్తును మీ బ్రాండ్‌తో ఎప్పుడైనా వాడవచ్చు; ® గుర్తును మాత్రం రిజిస్టర్ అయ్యాకే వాడాలి.",
          features: [
            "ముందుగా పోలిన మార్క్‌లు ఉన్నాయేమో సెర్చ్",
            "సరైన క్లాసుల్లో దరఖాస్తు",
            "ఎగ్జామినేషన్‌లో వచ్చే అభ్యంతరాలకు జవాబులు",
            "ఆపోజిషన్, ప్రతి 10 సంవత్సరాలకు రెన్యువల్",
          ],
        },
        {
          icon: typeIcon(1),
          title: "పేటెంట్",
          description:
            "కొత్తదైన, ఆవిష్కరణాత్మకమైన, పరిశ్రమలో ఉపయోగపడే ఆవిష్కరణపై ఇరవై సంవత్సరాల ప్రత్యేక హక్కులు. స్టార్టప్‌లు, చిన్న సంస్థలు అధికారిక ఫీజుల్లో కొంత భాగం మాత్రమే చెల్లిస్తాయి.",
          features: [
            "ప్రయర్-ఆర్ట్, పేటెంటబిలిటీ సెర్చ్",
            "తేదీని ఖాయం చేసుకోవడానికి ప్రొవిజనల్ దరఖాస్తు",
            "12 నెలల్లోగా కంప్లీట్ స్పెసిఫికేషన్",
            "ఎగ్జామినేషన్ రిపోర్ట్‌కు జవాబులు",
          ],
        },
        {
          icon: typeIcon(2),
          title: "కాపీరైట్, డిజైన్",
          description:
            "కాపీరైట్ సాఫ్ట్‌వేర్, కంటెంట్, సంగీతం, కళాకృతులను రక్షిస్తుంది; డిజైన్ రిజిస్ట్రేషన్ ఒక ఉత్పత్తి రూపాన్ని 15 సంవత్సరాల వరకు రక్షిస్తుంది.",
          features: [
            "సాఫ్ట్‌వేర్, కంటెంట్‌కు కాపీరైట్",
            "లోగోల వంటి కళాత్మక రచనలు",
            "10 సంవత్సరాలకు డిజైన్ రిజిస్ట్రేషన్, మరో 5 సంవత్సరాలకు రెన్యువల్",
            "అసైన్‌మెంట్, లైసెన్స్ ఒప్పందాలు",
          ],
        },
      ],
    },
    {
      kind: enProcess.kind,
      id: enProcess.id,
      title: "ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్ ఎలా జరుగుతుంది",
      intro:
        "కింది దశలు ట్రేడ్‌మార్క్‌కు సంబంధించినవి; చాలా వ్యాపారాలకు ముందుగా కావాల్సిన రిజిస్ట్రేషన్ ఇదే. పేటెంట్లు, డిజైన్లు కూడా దాదాపు ఇదే మార్గంలో వెళ్తాయి, కానీ వాటి ఫారాలు వేరు.",
      steps: [
        {
          step: step(0),
          title: "సెర్చ్",
          description: "మీ క్లాసుల్లో ఒకేలాంటి, పోలిన మార్క్‌ల కోసం ట్రేడ్‌మార్క్ రిజిస్ట్రీలో సెర్చ్ చేసి, రిస్క్ ఎంత ఉందో సలహా ఇస్తాం.",
        },
        {
          step: step(1),
          title: "దాఖలు",
          description:
            "దరఖాస్తును సాధారణంగా అదే రోజు దాఖలు చేసి, దాని నంబర్ మీకు ఇస్తాం; మార్క్ పెండింగ్‌లో ఉన్నంత కాలం ఆ నంబర్‌ను పేర్కొనవచ్చు. ® గుర్తు మాత్రం రిజిస్ట్రేషన్ పూర్తయ్యాకే.",
        },
        {
          step: step(2),
          title: "ఎగ్జామినేషన్",
          description: "రిజిస్ట్రీ మార్క్‌ను పరిశీలిస్తుంది; అభ్యంతరం చెబితే జవాబు మేం తయారుచేసి, హియరింగ్‌కు హాజరవుతాం.",
        },
        {
          step: step(3),
          title: "రిజిస్ట్రేషన్",
          description:
            "జర్నల్‌లో ప్రచురణ, ఆపోజిషన్ గడువు (ఏదైనా ఉంటే) ముగిశాక మార్క్ 10 సంవత్సరాలకు రిజిస్టర్ అవుతుంది; తర్వాత రెన్యువల్ చేసుకోవచ్చు.",
        },
      ],
    },
    {
      kind: enServices.kind,
      id: enServices.id,
      title: "మా IPR సేవలు",
      items: [
        "ట్రేడ్‌మార్క్ సెర్చ్, ఫైలింగ్",
        "అభ్యంతరాలకు జవాబులు, హియరింగ్‌లు",
        "ట్రేడ్‌మార్క్ ఆపోజిషన్, రెక్టిఫికేషన్",
        "ట్రేడ్‌మార్క్ రెన్యువల్",
        "ప్రొవిజనల్, కంప్లీట్ పేటెంట్ దరఖాస్తులు",
        "కాపీరైట్ రిజిస్ట్రేషన్",
        "డిజైన్ రిజిస్ట్రేషన్",
        "IP అసైన్‌మెంట్, లైసెన్స్ ఒప్పందాలు",
        "హక్కుల ఉల్లంఘనపై సీజ్-అండ్-డెసిస్ట్ (ఆపివేయమని కోరే) నోటీసులు",
      ],
    },
  ],
  cta: {
    title: "బ్రాండ్‌ను విస్తరించే ముందే దాన్ని రక్షించుకోండి",
    text: "ట్రేడ్‌మార్క్ సెర్చ్‌కు ఒక్క రోజు పడుతుంది, ఖర్చు తక్కువ; వివాదం వచ్చాక బ్రాండ్ మార్చాలంటే చాలా ఖర్చవుతుంది. కాల్ బుక్ చేసుకోండి, ముందుగా మీ పేరును మేం చెక్ చేస్తాం.",
    primary: { label: "సంప్రదింపు బుక్ చేసుకోండి", to: enPage.cta.primary.to },
    secondary: { label: "WhatsAppలో చాట్ చేయండి", whatsapp: enPage.cta.secondary.whatsapp },
  },
} satisfies typeof en.iprPage;
