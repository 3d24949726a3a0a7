/*
 * Telugu first messages for WhatsApp links, one per topic. Build links with lib/whatsapp.ts.
 * Skipped: the type GreetingTopic (a type, no words).
 */
import type * as en from "../whatsapp-greetings";

export const whatsappGreetings: { readonly [K in en.GreetingTopic]: string } = {
  general: "నమస్కారం! మీ వెబ్‌సైట్ చూశాను, నా వ్యాపార అవసరాల గురించి మాట్లాడాలనుకుంటున్నాను.",
  startup: "నమస్కారం! Startup India కింద (DPIIT గుర్తింపు) నా స్టార్టప్ రిజిస్ట్రేషన్‌కు సహాయం కావాలి.",
  incorporation: "నమస్కారం! భారతదేశంలో కంపెనీ రిజిస్టర్ చేయాలనుకుంటున్నాను. ప్రక్రియ గురించి వివరించగలరా?",
  international: "నమస్కారం! విదేశాల్లో కంపెనీ ఏర్పాటు చేయాలనుకుంటున్నాను. ఉన్న ఆప్షన్ల గురించి మాట్లాడుకోవచ్చా?",
  compliance: "నమస్కారం! నా కంపెనీ వార్షిక కంప్లయన్స్, ROC ఫైలింగ్‌లకు సహాయం కావాలి.",
  taxation: "నమస్కారం! GST, వ్యాపార పన్నుల గురించి నాకో ప్రశ్న ఉంది.",
  ipr: "నమస్కారం! నా బ్రాండ్‌ను కాపాడుకోవాలనుకుంటున్నాను. ట్రేడ్‌మార్క్ లేదా IP రిజిస్ట్రేషన్‌కు సహాయం చేయగలరా?",
  legal: "నమస్కారం! ఒక వ్యాపార ఒప్పందం తయారు చేయడానికి లేదా పరిశీలించడానికి సహాయం కావాలి.",
  closure: "నమస్కారం! నా కంపెనీ లేదా LLPని మూసివేయాలనుకుంటున్నాను. ప్రక్రియ ఏమిటో వివరించగలరా?",
};
