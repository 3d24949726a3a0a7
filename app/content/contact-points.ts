export const floatingActionsText = {
  label: "Quick contact",
  whatsapp: "Chat on WhatsApp",
  call: "Call us",
  email: "Email us",
  schedule: "Schedule Appointment",
  newTab: "(opens in a new tab)",
};
