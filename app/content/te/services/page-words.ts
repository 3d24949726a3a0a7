// Skips no export: servicePageWords holds words.
import type * as en from "../../services/page-words";
import { stateNamesTe } from "../areas";

const india = "భారతదేశం";

export const servicePageWords: typeof en.servicePageWords = {
  homeCrumb: "హోమ్",
  firmDescription: "వ్యవస్థాపకుల కోసం కంపెనీ సెక్రటరీలు: కంపెనీ రిజిస్టర్ చేసుకోండి, కంప్లయన్స్ సక్రమంగా ఉంచుకోండి, ఎదగండి.",
  firmAreaServed: [stateNamesTe["Andhra Pradesh"], stateNamesTe.Telangana, india],
  country: india,
};
