import { site } from "../config/site";

export const newsletterText = {
  formLabel: "Newsletter",
  label: "Email address",
  placeholder: "you@company.com",
  submit: "Subscribe",
  sending: "Subscribing...",
  hintMailto: "Opens your email app with the subscription request ready to send.",
  success: "Thank you for subscribing!",
  failure: "Failed to subscribe. Please try again.",
  mailtoOpened:
    "Your email app should now open with the request. Send that email to finish subscribing.",
  mailtoFallback: `If nothing opened, write to ${site.email} with the subject "Subscribe".`,
  honeypotLabel: "Leave this empty",
  withoutScripts: "For compliance reminders by email, write to us at",
  mail: (email: string) => ({
    to: site.email,
    subject: "Subscribe to compliance reminders",
    body: `Please add ${email} to your compliance reminder emails.\n\nSent from the ${site.name} website.`,
  }),
};
