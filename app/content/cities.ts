import type { Area } from "./areas";

/*
 * The local pages (/guntur ... /nalgonda): one typed record per city with its own facts and words, rendered by one
 * template (app/routes/city.tsx). Every record's text is its own: a test compares them pairwise.
 */
export interface CityPage extends Area {
  district: string;
  /** One line under the page title. */
  promise: string;
  intro: string;
  economy: string;
  industries: string[];
  /** What businesses here most often ask us for. */
  focus: { title: string; text: string }[];
  /** How we work with clients in this city: visits, online. */
  visits: string;
  faq: { question: string; answer: string }[];
}

const ap = "Andhra Pradesh" as const;
const tg = "Telangana" as const;

export const cities: CityPage[] = [
  {
    slug: "guntur",
    name: "Guntur",
    state: ap,
    district: "Guntur",
    promise:
      "Our home city: company registration, annual filings and tax work from our Lakshmipuram office.",
    intro:
      "Guntur is where the firm was founded and where our office is. Many of our longest-standing clients are family businesses from the city and the surrounding mandals that became private limited companies as they grew, and the next generation that now runs them.",
    economy:
      "The city's trade runs on agriculture. Guntur's chilli market yard is one of the largest dried-chilli markets in Asia, the Tobacco Board has its headquarters here, and cotton ginning and cold storage employ thousands. Alongside the traders sit hospitals, medical and engineering colleges, and coaching institutes that draw students from across the state.",
    industries: [
      "Chilli, cotton and tobacco trade",
      "Cold storage and agri-processing",
      "Hospitals and diagnostic centres",
      "Colleges and coaching institutes",
    ],
    focus: [
      {
        title: "Turning a trading firm into a company",
        text: "Commission agents and exporters outgrowing a partnership ask how to move into an LLP or a private limited company without breaking GST registrations, bank limits and trade licences. We plan the sequence so nothing lapses in between.",
      },
      {
        title: "Hospital and clinic structures",
        text: "Doctors setting up group practices want to know whether an LLP or a company suits them, and how to hold the building separately from the practice.",
      },
    ],
    visits:
      "Walk in to our Lakshmipuram office by appointment, or ask us to come to you anywhere in the city for document signing and board meetings.",
    faq: [
      {
        question: "Can we register the company at our shop in the market yard area?",
        answer:
          "Yes, any premises you own or rent can be the registered office, with a utility bill and the owner's no-objection letter. Mail sent there must reach you, because the Registrar writes to that address.",
      },
    ],
  },
  {
    slug: "vijayawada",
    name: "Vijayawada",
    state: ap,
    district: "NTR",
    promise:
      "Registration and compliance for Vijayawada businesses, a short drive from our Guntur office.",
    intro:
      "Vijayawada is our closest neighbour, about 35 km from the Guntur office, and the seat of the Registrar of Companies for Andhra Pradesh. We are in the city most weeks, which makes it easy to meet at your premises rather than ask you to travel.",
    economy:
      "A railway junction on the Krishna river, Vijayawada has long been the state's wholesale and transport hub. Its Autonagar is one of the largest automobile service and fabrication clusters in South India, and the city carries a dense network of distributors, logistics operators, hospitals and educational institutions.",
    industries: [
      "Wholesale distribution",
      "Road transport and logistics",
      "Automobile workshops and fabrication (Autonagar)",
      "Healthcare and education",
    ],
    focus: [
      {
        title: "Distributors with several GST registrations",
        text: "Stockists who supply across districts, and sometimes across the Telangana border, need their e-way bills, GSTR-1 and GSTR-3B consistent across every registration. We reconcile them monthly so input credit is not lost.",
      },
      {
        title: "Fleet owners forming companies",
        text: "Transport operators bring vehicles into a company for limited liability and finance. We handle the transfer documents, the company's charge filings for vehicle loans, and its annual returns.",
      },
    ],
    visits:
      "We meet Vijayawada clients at their own premises by appointment; an hour's notice is rarely enough, a day's usually is. Filings and reviews happen online in between.",
    faq: [
      {
        question: "The Registrar is in Vijayawada. Do we need to visit its office?",
        answer:
          "Almost never. Filings, notices and replies go through the Ministry's portal. We deal with the Registrar's queries on your behalf, in writing.",
      },
    ],
  },
  {
    slug: "nellore",
    name: "Nellore",
    state: ap,
    district: "Sri Potti Sriramulu Nellore",
    promise:
      "Company formation, export compliance and tax filings for Nellore's aquaculture, rice and port businesses.",
    intro:
      "Nellore's entrepreneurs often work with overseas buyers and port-based logistics, so their paperwork spans the Companies Act, GST refunds and export documentation. We serve them online, with visits for the days that need a signature in person.",
    economy:
      "The district is one of India's leading shrimp-farming regions, with hatcheries, feed suppliers and processing plants supplying export markets. Nellore's rice mills are known across the south, and Krishnapatnam port and the power plants along the coast have brought engineering and logistics firms to the area.",
    industries: [
      "Shrimp farming, hatcheries and seafood processing",
      "Rice milling",
      "Port logistics at Krishnapatnam",
      "Power and engineering contractors",
    ],
    focus: [
      {
        title: "Exporters claiming GST refunds",
        text: "Seafood exporters ship with or without paying integrated tax, and each route has its own refund process. We prepare the refund applications and keep shipping bills, invoices and returns matching.",
      },
      {
        title: "Contractors bidding for tenders",
        text: "Tenders often ask for a company with a clean filing record and audited accounts. We bring overdue ROC filings up to date and organise the certificates bid documents require.",
      },
    ],
    visits:
      "Online for routine filings; for board meetings, bank account opening or inspections we schedule a visit to Nellore by appointment.",
    faq: [
      {
        question:
          "Our hatchery is a partnership. Should it become a company before we take a bank loan?",
        answer:
          "Often yes, because lenders prefer a company or LLP and a company can give security through registered charges. We compare the cost of converting with what you gain before you decide.",
      },
    ],
  },
  {
    slug: "tirupati",
    name: "Tirupati",
    state: ap,
    district: "Tirupati",
    promise: "Support for Tirupati's hospitality firms, electronics suppliers and campus startups.",
    intro:
      "Tirupati mixes very old and very new business: hotels and services built around the pilgrimage to Tirumala, and young companies that come out of the city's institutes or supply the manufacturing parks in the district.",
    economy:
      "Millions of pilgrims a year sustain hotels, travel operators, caterers and retail. The district also hosts electronics manufacturing clusters near Renigunta and the Sri City industrial zone, while IIT Tirupati and IISER Tirupati have started to seed research-led startups.",
    industries: [
      "Hotels, travel and pilgrim services",
      "Electronics and component suppliers",
      "Food processing",
      "Research and campus startups",
    ],
    focus: [
      {
        title: "Startup India recognition for campus ventures",
        text: "Founders from the institutes ask how to incorporate, issue founder shares fairly and apply for DPIIT recognition. We set up the company so a later investment round needs no restructuring.",
      },
      {
        title: "Hotel groups with several properties",
        text: "Hospitality owners running properties under different names want one company or several. We weigh GST registration, licences and liability, and keep each entity's filings on one calendar.",
      },
    ],
    visits:
      "Mostly online, with planned visits to Tirupati for signing and meetings; suppliers in the industrial parks can also meet us at their plant.",
    faq: [
      {
        question: "We supply a manufacturer in the industrial zone. Do we need our own company?",
        answer:
          "Not necessarily, but large buyers usually ask for GST registration, a PAN in the business's own name and audited accounts. A private limited company or LLP makes vendor registration easier.",
      },
    ],
  },
  {
    slug: "kurnool",
    name: "Kurnool",
    state: ap,
    district: "Kurnool",
    promise:
      "Company and LLP work for Kurnool's agri-traders, seed businesses and family enterprises.",
    intro:
      "Kurnool sits on the Tungabhadra at the western edge of the state, where Rayalaseema meets Telangana and Karnataka. Businesses here trade across three states, which shapes their GST and registration needs.",
    economy:
      "The district is a major grower of cotton, groundnut and onions, and its markets handle produce from a wide catchment. Seed processing and storage companies operate here, and the limestone belt of the region supports cement and stone businesses.",
    industries: [
      "Cotton, groundnut and onion trade",
      "Seed production and processing",
      "Cement, limestone and stone",
      "Warehousing for agricultural produce",
    ],
    focus: [
      {
        title: "Traders supplying other states",
        text: "Inter-state sales mean integrated tax, e-way bills and sometimes registration in another state. We set up the right registrations and keep returns reconciled with buyers' records.",
      },
      {
        title: "Farmer producer companies",
        text: "Groups of farmers forming a producer company are governed by Chapter XXIA of the Companies Act, 2013, the chapter written for producer companies, and need member registers and annual filings kept simple. We handle the incorporation and the yearly returns.",
      },
    ],
    visits:
      "Served online from Guntur, with visits to Kurnool arranged in advance for meetings that need everyone in one room.",
    faq: [
      {
        question: "Is a producer company the same as a cooperative society?",
        answer:
          "No. A producer company is registered under the Companies Act with the Registrar, has members who are producers, and files annual returns like other companies, with some rules of its own.",
      },
    ],
  },
  {
    slug: "visakhapatnam",
    name: "Visakhapatnam",
    state: ap,
    district: "Visakhapatnam",
    promise:
      "Incorporation, FEMA and compliance support for Visakhapatnam's port, pharma and technology businesses.",
    intro:
      "Visakhapatnam is the state's largest city and its industrial centre. Many of the companies we work with here have foreign investors, overseas customers or parent companies, which adds foreign-exchange filings to the usual calendar.",
    economy:
      "The Visakhapatnam and Gangavaram ports, a public-sector steel plant, a naval command and a shipyard anchor the city's economy. Pharmaceutical manufacturers cluster in the pharma city nearby, and a growing group of IT and startup firms work from the city's technology parks. Fisheries and seafood exports add a coastal trade of their own.",
    industries: [
      "Ports, shipping and logistics",
      "Pharmaceuticals and chemicals",
      "Steel and engineering suppliers",
      "IT services and startups",
    ],
    focus: [
      {
        title: "Foreign investment filings",
        text: "Shares allotted to a foreign investor need form FC-GPR within 30 days, and the company files the annual FLA return by 15 July. We track both alongside the Companies Act calendar.",
      },
      {
        title: "Subsidiaries of overseas groups",
        text: "Indian arms of foreign companies need a resident director, transfer-pricing-aware tax filings and careful board minutes. We keep the Indian entity in order and report to the parent in plain English.",
      },
    ],
    visits:
      "We work with Visakhapatnam clients online and by video call, and travel to the city for audits of records, board meetings and annual general meetings when asked.",
    faq: [
      {
        question: "Our foreign parent wants to hold 100 % of the Indian company. Is that allowed?",
        answer:
          "In most sectors, yes, under the automatic route. Some sectors have caps or need government approval, so we check your activity against the foreign investment policy first.",
      },
    ],
  },
  {
    slug: "hyderabad",
    name: "Hyderabad",
    state: tg,
    district: "Hyderabad",
    promise:
      "Startup incorporation, funding rounds and ongoing compliance for Hyderabad companies.",
    intro:
      "Hyderabad is where many of our startup and technology clients are. Their questions are rarely about the first registration alone: they are about founder equity, investor rounds, ESOPs and keeping the company ready for due diligence.",
    economy:
      "The city is one of India's largest technology hubs, with global capability centres and product companies around HITEC City, a life-sciences cluster in Genome Valley and an active startup community around T-Hub. Aerospace, defence suppliers and real estate add to the mix, and the city spreads into the neighbouring Rangareddy and Medchal-Malkajgiri districts.",
    industries: [
      "Software products and IT services",
      "Pharmaceuticals and life sciences",
      "Aerospace and defence suppliers",
      "Startups and global capability centres",
    ],
    focus: [
      {
        title: "Investment rounds",
        text: "A seed or Series A round means a valuation report, a private placement with PAS-4 and PAS-3, amended articles and, for foreign investors, FC-GPR. We run the company-law side so closing is not held up by paperwork.",
      },
      {
        title: "ESOP schemes",
        text: "We draft the scheme, the shareholder approvals and the grant letters, and keep the registers that investors' lawyers will later ask to see.",
      },
    ],
    visits:
      "Hyderabad clients mostly work with us online; for investor closings, AGMs and signing days we travel to the city by appointment.",
    faq: [
      {
        question:
          "We registered in Andhra Pradesh but now work from Hyderabad. Must we move the registered office?",
        answer:
          "The registered office must be where the company can receive mail. Moving it to Telangana is a change of state, which needs a special resolution and the Regional Director's approval; we handle the whole process.",
      },
    ],
  },
  {
    slug: "warangal",
    name: "Warangal",
    state: tg,
    district: "Hanumakonda and Warangal",
    promise:
      "Registrations, GST and company compliance for Warangal's textile, trading and education businesses.",
    intro:
      "Warangal, the old Kakatiya capital, spans two districts today, Hanumakonda and Warangal. Its businesses range from long-established trading houses to new textile units and technology firms near the institutes.",
    economy:
      "The Enumamula agricultural market is one of the largest in Telangana for cotton, chilli and turmeric. The Kakatiya Mega Textile Park is bringing spinning and garment units to the district, NIT Warangal feeds engineering talent into local firms, and an IT hub has opened in the city.",
    industries: [
      "Cotton, chilli and turmeric trade",
      "Textiles and garments",
      "Engineering education and training",
      "IT and technology services",
    ],
    focus: [
      {
        title: "New units in the textile park",
        text: "Manufacturers setting up a unit need the company in place before land allotment, followed by GST, factory and labour registrations. We sequence the company-law steps so the rest can follow.",
      },
      {
        title: "Education trusts and section 8 companies",
        text: "Institutions ask whether a trust, society or section 8 company suits them. We explain the differences in control, tax exemption and filings before they decide.",
      },
    ],
    visits:
      "Served online, with visits to Warangal by appointment for meetings and document signing.",
    faq: [
      {
        question: "Which Registrar handles a company registered in Hanumakonda?",
        answer:
          "The Registrar of Companies at Hyderabad, which covers all of Telangana. The district does not change the Registrar; the state does.",
      },
    ],
  },
  {
    slug: "karimnagar",
    name: "Karimnagar",
    state: tg,
    district: "Karimnagar",
    promise:
      "Company formation, export compliance and brand protection for Karimnagar's granite and craft businesses.",
    intro:
      "Karimnagar's entrepreneurs tend to be exporters and makers: quarry owners shipping granite abroad and artisans whose silver filigree work is known well beyond the state. Both need their paperwork in order to deal with larger buyers.",
    economy:
      "The district is one of the country's main sources of granite, quarried, cut and exported to buyers overseas. Karimnagar silver filigree carries a geographical indication, and the Lower Manair Dam irrigates a large rice-growing area around the town.",
    industries: [
      "Granite quarrying, processing and export",
      "Silver filigree crafts",
      "Rice and agriculture",
      "Construction materials",
    ],
    focus: [
      {
        title: "Exporters' registrations",
        text: "An exporter needs an Importer-Exporter Code, GST registration with a letter of undertaking for zero-rated supplies, and a company structure that banks accept for export credit. We put these in place in the right order.",
      },
      {
        title: "Protecting a craft brand",
        text: "A workshop building its own brand of filigree can register its trademark, and authorised users of the geographical indication can register as such. We file and track both.",
      },
    ],
    visits:
      "Online for filings and reviews; we visit Karimnagar by appointment for signing days and meetings with several partners.",
    faq: [
      {
        question: "Does a quarry business need an LLP or a company?",
        answer:
          "Either works. A company suits businesses that want outside investors or large bank loans; an LLP is simpler to run for a few partners. Mining leases have their own rules on transfer, so we check those first.",
      },
    ],
  },
  {
    slug: "nizamabad",
    name: "Nizamabad",
    state: tg,
    district: "Nizamabad",
    promise:
      "Company and tax support for Nizamabad's turmeric traders, agri-businesses and NRI families.",
    intro:
      "Nizamabad is turmeric country, and many families here also have members working in the Gulf. We help both: traders formalising their businesses, and non-resident Indians who want to invest in or run a company back home.",
    economy:
      "The district is one of India's largest turmeric markets, and the National Turmeric Board set up its headquarters in Nizamabad in 2025. Rice and sugarcane are grown widely, sugar and rice mills operate around Bodhan and Armoor, and a large part of the district's income comes from relatives working abroad.",
    industries: [
      "Turmeric trade and processing",
      "Rice and sugar mills",
      "Agricultural inputs and warehousing",
      "Family businesses funded from abroad",
    ],
    focus: [
      {
        title: "NRI directors and shareholders",
        text: "A non-resident can be a director and a shareholder of an Indian private company; at least one director must be resident in India. We handle the digital signature and DIN from abroad, and the foreign-investment filings when money comes in.",
      },
      {
        title: "Processing units for spices",
        text: "Traders adding cleaning, polishing or grinding need FSSAI licensing alongside the company or LLP, and MSME registration for the benefits it brings. We coordinate the registrations.",
      },
    ],
    visits:
      "Served online, which suits clients who are abroad; for family meetings and signing we visit Nizamabad by appointment.",
    faq: [
      {
        question: "Can a family member in Dubai sign company forms?",
        answer:
          "Yes. Directors sign with a digital signature certificate, which can be issued to a non-resident with passport-based verification, so forms can be signed from anywhere.",
      },
    ],
  },
  {
    slug: "khammam",
    name: "Khammam",
    state: tg,
    district: "Khammam",
    promise:
      "Registration and compliance for Khammam's granite, agri-trade and cross-border businesses.",
    intro:
      "Khammam is close to the Andhra Pradesh border and a short drive from Vijayawada, so many of its businesses buy, sell or have partners in both states. We help them keep two states' tax and company rules straight.",
    economy:
      "Khammam's agricultural market trades large volumes of cotton and chilli, and the district is a known source of granite. The neighbouring Bhadradri Kothagudem district's coal mines and power plants create work for contractors and suppliers based in Khammam.",
    industries: [
      "Cotton and chilli trade",
      "Granite quarrying and polishing",
      "Mining and power contractors",
      "Construction and transport",
    ],
    focus: [
      {
        title: "Businesses in two states",
        text: "A firm with a godown in Andhra Pradesh and an office in Telangana needs GST registration in each state and a clear choice of registered office. We register both and keep the returns consistent.",
      },
      {
        title: "Contractors to public-sector buyers",
        text: "Suppliers to mines and power plants are asked for audited accounts, filed returns and solvency details. We keep the company's filings current so bids are never disqualified on paperwork.",
      },
    ],
    visits:
      "Online for most work; Khammam is close enough to our office for visits by appointment when a meeting in person helps.",
    faq: [
      {
        question: "Our partners live in Andhra Pradesh. Can the LLP be registered in Telangana?",
        answer:
          "Yes. The registered office decides the Registrar, not where the partners live. At least one designated partner must be resident in India.",
      },
    ],
  },
  {
    slug: "nalgonda",
    name: "Nalgonda",
    state: tg,
    district: "Nalgonda",
    promise:
      "Company, LLP and tax work for Nalgonda's rice mills, orchards and highway businesses.",
    intro:
      "Nalgonda lies on the highway between Hyderabad and Vijayawada, and its businesses look both ways. Rice millers, orchard owners and logistics operators here often start as proprietorships and reach the point where a company or LLP protects the family's assets.",
    economy:
      "Miryalaguda in the district is one of Telangana's largest rice-milling centres. Nalgonda is also known for sweet orange orchards, the Nagarjuna Sagar dam irrigates much of its farmland, and warehousing and transport businesses have grown along the Hyderabad-Vijayawada highway.",
    industries: [
      "Rice milling",
      "Sweet orange and fruit orchards",
      "Warehousing and highway logistics",
      "Agricultural inputs",
    ],
    focus: [
      {
        title: "From proprietorship to company",
        text: "A mill run as a proprietorship can be taken over by a new company or LLP. We plan the transfer of assets, GST registration and bank accounts so the mill keeps working through the change.",
      },
      {
        title: "MSME registration and supplier payments",
        text: "Registered micro and small enterprises can claim interest when buyers pay late, and buyers that are companies must report dues left unpaid for more than 45 days in MSME Form-1. We register units and explain what the rules give them.",
      },
    ],
    visits:
      "Online for routine work, with visits to Nalgonda by appointment; clients travelling along the highway are welcome at our office.",
    faq: [
      /*
       * Checked 2026-11-25 against the notification texts (the GST portal, https://www.gst.gov.in/, and CBIC,
       * https://cbic-gst.gov.in/gst-acts.html, are the official homes). Rice "pre-packaged and labelled" at 5% and
       * other rice exempt from 18 July 2022, on the 47th GST Council's recommendation: Notifications 6/2022 and
       * 7/2022-Central Tax (Rate), 13 July 2022. "Pre-packaged and labelled" means retail packs of up to 25 kg since
       * Notification 1/2025-Central Tax (Rate), 16 January 2025. From 22 September 2025 Notification 10/2025-Central
       * Tax (Rate) still exempts rice other than pre-packaged and labelled (a2ztaxcorp.net); the 5% line of the new
       * rate notification 9/2025 was seen only as "cereals" in its 2.5% Schedule I (taxo.online), not word for word.
       * Read: taxguru.in/goods-and-service-tax/amendment-relating-exempted-goods.html, eximguru.com (7/2022 text),
       * taxtmi.com/forum/issue?id=118567 (6/2022 entry), cashflo.io/magazine/gst-5-on-fortified-rice-kernel-
       * notification-issued (1/2025 text), ndtvprofit.com/amp/business/the-complete-list-of-gst-rate-changes (47th
       * Council, 28-29 June 2022).
       */
      {
        question: "Do rice mills need GST registration?",
        answer:
          "It depends on what the mill sells and how: rice sold loose or in sacks of more than 25 kg is exempt, while rice pre-packaged and labelled in retail packs of up to 25 kg is taxed at 5% (since July 2022). We review your products and turnover before advising registration.",
      },
    ],
  },
];

export const cityBySlug = (slug: string) => cities.find((c) => c.slug === slug);
