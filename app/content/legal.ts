import { site } from "../config/site";
import { CHECKLIST_STORAGE_KEY } from "../features/incorporations/checklist-ticks";
import { SCROLL_POSITIONS_KEY } from "../lib/deferred-layout";
import { LANGUAGE_STORAGE_KEY } from "../lib/locale-path";
import { WEB_FONT_STORAGE_KEY } from "../lib/telugu-font";
import { filedStorageKey, plannerStorageKey } from "./planner-facts";

/*
 * The three legal pages, written for this site. The privacy notice states exactly what the site stores and sends;
 * keep it in step with the code (the storage keys, named here from their modules; form delivery in
 * app/lib/form-delivery.ts).
 */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDoc {
  path: "/terms" | "/privacy" | "/disclaimer";
  label: string;
  title: string;
  description: string;
  promise: string;
  lastUpdated: string;
  sections: LegalSection[];
}

const contact = `${site.email} or ${site.phone.display}`;

export const legalDocs: LegalDoc[] = [
  {
    path: "/privacy",
    label: "Privacy policy",
    title: "Privacy policy",
    description: `What ${site.name}'s website stores and sends: no cookies, no tracking, and exactly where the contact, newsletter and booking forms deliver what you type.`,
    promise:
      "Exactly what this website keeps, what it sends, and to whom. In short: very little, and only when you ask it to.",
    lastUpdated: "2026-12-08",
    sections: [
      {
        heading: "The short version",
        blocks: [
          {
            list: [
              "This website sets no cookies and runs no analytics, advertising or tracking scripts.",
              "Its fonts, pictures and code are served from this website itself, not from outside services.",
              "Nothing you type into a form leaves your device until you press the button that sends it, and each form says how it sends.",
              "In your browser this website keeps copies of its own pages and files, so that they open without a connection, and the firm's staff area keeps its data, only on a computer where staff use it. Neither holds anything about you.",
            ],
          },
        ],
      },
      {
        heading: "Who we are",
        blocks: [
          `This website belongs to ${site.name}, ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}. For anything about your personal data, write to ${contact}.`,
        ],
      },
      {
        heading: "What is stored in your browser",
        blocks: [
          "This website sets no cookies. It keeps a few small items in your browser's own storage, on your device only. None of them holds your name or contact details, and none is ever sent to us or to anyone else:",
          {
            list: [
              `${LANGUAGE_STORAGE_KEY} (local storage): the language you last chose with the language switch at the top of each page, so that the home page opens in that language next time. It is saved only when you use the switch.`,
              `${plannerStorageKey} (local storage): your answers to the compliance planner (type of business, State, GST scheme, turnover band, audits, registrations and any dates you entered), so that your plan opens again when you come back. It is saved only when you change an answer: opening a plan someone shared with you does not save it.`,
              `${filedStorageKey} (local storage): the filings you ticked as filed on the compliance planner (each one's form, its due date and the day you ticked it) and the day you started keeping your plan in this browser, so that the plan can show what is overdue and not yet marked. It is saved when you first save a plan or tick a filing. If what is kept there cannot be read, it is kept unchanged under ${filedStorageKey}.unreadable instead of being deleted. You can save these marks as a file to open on another device; the file goes only where you put it.`,
              `${CHECKLIST_STORAGE_KEY} (local storage): which documents you ticked on the incorporation checklists, so that your ticks are still there when you come back. It is saved only when you tick or untick a box.`,
              `${WEB_FONT_STORAGE_KEY} (local storage): a note that your browser has the Telugu font, so that Telugu pages use it from the start. It is saved once a Telugu page has loaded the font.`,
              `${SCROLL_POSITIONS_KEY} (session storage): how far down you were on each page you opened in this tab, so that the Back button returns you to the same place. Your browser deletes it when you close the tab.`,
            ],
          },
          "So that it keeps working without a connection, the website installs a small offline helper in your browser (a service worker) and saves copies of its own files in the browser's cache: the due-dates page and its data file, a page to show when you are offline, the site's icons, the code those pages need, and each page you open. They are the same files the website sends to anyone, they hold nothing about you, and they never leave your device. Clearing this website's data in your browser's settings removes them.",
          "The firm's staff maintain the compliance due-dates data in a password-protected admin area that runs entirely in the browser. When staff use it, these items are saved in that browser's storage, on that computer only:",
          {
            list: [
              "complianceData: the due-dates entries (form, description, due date, priority, penalty and notes) as edited by staff;",
              "entityLawMap: which laws apply to which type of business (for example, private limited company or LLP);",
              "availableLaws: the list of law names the admin area offers;",
              "publishSettings (local storage), once staff publish from the admin area: the firm's GitHub repository, branch and data file, and the staff member's name and email address, which sign each published change;",
              "publishToken (session storage): the staff member's GitHub access token, deleted by the browser when the tab closes.",
            ],
          },
          "When staff publish, the admin area sends the data file, the staff member's name and email (as the author of the change) and the token to GitHub's API, and to nowhere else; the published change, with that name and email, is then part of the firm's repository.",
          "If a stored item cannot be read, the admin area keeps the unreadable copy under a backup key beside it so nothing is lost, and loads the defaults. Apart from the staff member's own name and email, none of these items contains personal data, and none is sent anywhere except as described above. The admin area's login lasts only while the tab is open; it is held in memory, not stored. On a computer where staff have used the admin area, the public due-dates page also reads complianceData to preview their unpublished edits.",
        ],
      },
      {
        heading: "Your plan's calendar",
        blocks: [
          "Where the compliance planner offers to subscribe to your plan's calendar and you do, your calendar app (Google, Apple, Outlook or another) asks this website for it again every hour or so. Each request carries, in the calendar's address, your answers to the planner and the reminder times you chose: no name, email address or phone number. The website works out the plan from them, answers, and keeps no record of the request. Your calendar app's provider sees the address too, under its own privacy policy. To stop, remove the calendar from your calendar app.",
        ],
      },
      {
        heading: "The contact form",
        blocks: [
          "The contact form asks for your name, email address, an optional phone number, a subject and your message. What happens when you send it depends on how the firm has set up the site, and the form tells you which applies:",
          {
            list: [
              "If a form-delivery address (endpoint) has been configured, the form sends those fields, and nothing else, over an encrypted connection to that address, which delivers them to the firm. You see a success message only when the message has been accepted.",
              `If no endpoint is configured, the form opens your own email app with a message to ${site.email} already filled in. Nothing is sent until you send that email yourself, from your own account.`,
            ],
          },
          "A hidden field catches automated spam; it is empty for people and is not stored.",
        ],
      },
      {
        heading: "The newsletter sign-up",
        blocks: [
          `The newsletter form asks only for your email address. With an endpoint configured it sends that address to the endpoint; otherwise it opens your email app with a subscription request to ${site.email}, which you send yourself. We use the address only to send compliance reminders, and you can unsubscribe at any time by replying to any reminder or writing to us.`,
        ],
      },
      {
        heading: "The consultation booking form",
        blocks: [
          "The booking form asks for your name, email, phone number, the topic, a preferred date and time, and an optional message. It sends nothing to anyone. When you choose to continue on WhatsApp, it opens WhatsApp with a message to the firm's WhatsApp number containing what you typed, and you decide whether to send it. Once sent, the message is handled under WhatsApp's own terms and privacy policy.",
        ],
      },
      {
        heading: "Calls, emails and outside links",
        blocks: [
          "The call, email and WhatsApp buttons open your phone, email or WhatsApp app; this website sees nothing of what you then do. Links to government portals and other websites open those sites, whose own policies apply. The contact page can show a map of our office from a map provider; when it loads, your browser connects to that provider, which receives your IP address like any website you visit.",
        ],
      },
      {
        heading: "Server logs",
        blocks: [
          "The hosting service that delivers these pages may keep ordinary access logs (IP address, date and time, the page requested and the browser's name) for security and to keep the service running. We do not use them to identify visitors or build profiles.",
        ],
      },
      {
        heading: "How we use what you send us, and your rights",
        blocks: [
          "We use the details you send only to reply to you, to arrange and provide the service you ask about, and to send reminders you asked for. We do not sell or share them for marketing. Client documents given to us for an engagement are handled under the engagement letter.",
          `Under the Digital Personal Data Protection Act, 2023 you may ask what personal data we hold about you, ask us to correct or erase it, withdraw consent you gave (for example to the newsletter), and raise a grievance. Write to ${contact}; we reply within 30 days.`,
        ],
      },
      {
        heading: "Changes to this policy",
        blocks: [
          "If what the website stores or sends changes, this page changes with it, and the date above tells you when it was last revised.",
        ],
      },
    ],
  },
  {
    path: "/terms",
    label: "Terms of use",
    title: "Terms of use",
    description: `The terms on which you may use ${site.name}'s website: what the content is for, when an engagement begins, intellectual property, links and liability.`,
    promise: "The ground rules for using this website. Plain language, no surprises.",
    lastUpdated: "2026-04-15",
    sections: [
      {
        heading: "Using this website",
        blocks: [
          `This website is run by ${site.name} to explain our services and the compliance rules our clients face. By using it you accept these terms. If you do not accept them, please do not use the website.`,
        ],
      },
      {
        heading: "Information, not advice",
        blocks: [
          "Articles, guides, checklists and the due-dates table are general information about Indian company, tax and related law as we understood it on the date shown. They are not advice for your circumstances and do not create a client relationship. See the disclaimer for more.",
        ],
      },
      {
        heading: "When we act for you",
        blocks: [
          "Sending a message, booking a consultation or chatting with us does not make you our client. We act for you only after we have agreed the scope of work and the fees in writing. Until then, do not send us confidential documents you would not want us to hold.",
          {
            list: [
              "A booking request is a request: we confirm the date and time with you before the consultation.",
              "The free consultation is a first conversation of about 30 minutes; it is not a formal opinion.",
              "Timelines we quote for registrations and filings depend on government portals and approvals that we do not control.",
            ],
          },
        ],
      },
      {
        heading: "Intellectual property",
        blocks: [
          `The text, illustrations, logo and design of this website belong to ${site.name}. You may read, print and share pages for your own use, and quote short passages with a link back to the page. You may not copy substantial parts, republish articles, or use our name or logo to suggest an association without written permission. Names of government bodies and portals belong to their owners.`,
        ],
      },
      {
        heading: "Acceptable use",
        blocks: [
          {
            list: [
              "Do not try to gain access to the staff admin area or interfere with the website's operation.",
              "Do not use the forms to send spam, malicious links or other people's personal data without their consent.",
              "Do not scrape the website in a way that burdens it.",
            ],
          },
        ],
      },
      {
        heading: "Links to other websites",
        blocks: [
          "We link to government portals and other sites for your convenience. We do not control them and are not responsible for their content, availability or privacy practices.",
        ],
      },
      {
        heading: "Liability",
        blocks: [
          "We take care that the website is accurate and available, but we do not guarantee either. To the extent the law allows, we are not liable for any loss arising from reliance on the website's general information or from its being unavailable. Nothing in these terms limits liability that cannot be limited by law, or our responsibilities to clients under an engagement letter.",
        ],
      },
      {
        heading: "Law and courts",
        blocks: [
          `These terms are governed by the laws of India. Courts at ${site.address.locality}, ${site.address.region}, have jurisdiction over any dispute about the website. Questions about these terms: ${contact}.`,
        ],
      },
    ],
  },
  {
    path: "/disclaimer",
    label: "Disclaimer",
    title: "Disclaimer",
    description: `${site.name}'s website offers general information on Indian company law, compliance and tax, not professional advice. Read this before relying on any page.`,
    promise: "What you can and cannot rely on this website for.",
    lastUpdated: "2026-04-15",
    sections: [
      {
        heading: "General information only",
        blocks: [
          "Everything on this website, including the articles, the service pages, the registration checklists, the Startup India guide and the compliance due-dates table, is general information. It is not legal, tax, accounting or other professional advice, and it is no substitute for advice on your own facts.",
          "Reading the website, or writing to us through it, does not create a professional relationship. We act for clients only under a written engagement.",
        ],
      },
      {
        heading: "Rules and dates change",
        blocks: [
          "Company law, tax law and their due dates change often: by notification, circular, extension or court ruling. We update pages when we learn of a change and date our articles and updates, but a page may not yet reflect the latest position on the day you read it.",
          {
            list: [
              "Check the date shown on an article or on the due-dates table before relying on it.",
              "Confirm due dates and fees on the official portal or with a professional before you file.",
              "Where an article notes an update, the update takes precedence over the text around it.",
            ],
          },
        ],
      },
      {
        heading: "Figures, timelines and claims",
        blocks: [
          `Penalties and fees are quoted as the law stated them on the date of writing. Timelines such as registration in ${site.claims.registrationDays} working days describe our usual experience; actual times depend on government processing, name availability and how quickly documents are ready.`,
        ],
      },
      {
        heading: "No liability for reliance",
        blocks: [
          "We are not responsible for any loss that results from acting, or not acting, on the website's general information without taking advice on your situation. Where you are our client, our responsibility is set out in the engagement letter.",
        ],
      },
      {
        heading: "Outside websites",
        blocks: [
          "Links to government portals and other websites are provided for convenience. We do not endorse or control their content and are not responsible for it.",
        ],
      },
      {
        heading: "Questions",
        blocks: [
          `If something on the website looks wrong or out of date, please tell us at ${contact}. If you need advice on your own situation, book a consultation.`,
        ],
      },
    ],
  },
];

export const legalDocByPath = (path: string) => legalDocs.find((d) => d.path === path);

export const legalText = { lastUpdated: "Last updated", contents: "Contents" };
