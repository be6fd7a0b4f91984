/**
 * The one place for the company's brand and contact facts (DESIGN.md, decision 1).
 * Visible wording lives in messages/{ar,en}.json; this file holds facts that do not
 * change with the language. A real company replaces this file and the logo.
 */
export const siteConfig = {
  name: { ar: "أساس للاستشارات التقنية", en: "Asas Tech Consulting" },
  shortName: { ar: "أساس", en: "Asas Tech" },
  foundingYear: 2022,
  logo: "/brand/logo.svg",
  logoMark: "/brand/logo-mark.svg",
  logoPng: "/brand/logo-512.png",
  email: "hello@asastech.sa",
  phone: "+966114102200",
  phoneDisplay: "+966 11 410 2200",
  whatsapp: "966554102200",
  whatsappDisplay: "+966 55 410 2200",
  markets: ["SA", "AE", "KW", "QA", "BH", "OM"] as const,
  address: {
    streetAddress: {
      ar: "طريق الملك فهد، برج العليا، الطابقان 13 و18",
      en: "King Fahd Road, Olaya Tower, floors 13 and 18",
    },
    tower: "Olaya Tower",
    floors: [13, 18] as const,
    locality: { ar: "الرياض", en: "Riyadh" },
    region: { ar: "منطقة الرياض", en: "Riyadh Province" },
    postalCode: "11411",
    country: "SA",
  },
  geo: { latitude: 24.6951, longitude: 46.6855 },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=24.6951,46.6855",
  openingHours: {
    days: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"] as const,
    opens: "08:00",
    closes: "18:00",
  },
  priceRange: "$$",
  social: {
    linkedin: "https://www.linkedin.com/company/asas-tech-consulting",
    x: "https://x.com/asastech_sa",
    instagram: "https://www.instagram.com/asastech.sa",
    youtube: "https://www.youtube.com/@asastech",
  },
} as const;

export type Market = (typeof siteConfig.markets)[number];
