import { actionWords } from "./actions";
export const floatingActionsText = {
  label: "Quick contact",
  whatsapp: actionWords.whatsapp,
  call: "Call us",
  email: "Email us",
  schedule: actionWords.bookShort,
  newTab: "(opens in a new tab)",
};
