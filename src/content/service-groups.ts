import type { ExtraServiceSlug, ServiceSlug } from "./service-slugs";

export type ServiceLinkKey = ServiceSlug | ExtraServiceSlug | "cybersecurity";

export type ServiceGroup = {
  /** Key under `nav` in the messages. */
  labelKey: "securityGroup" | "technologyGroup" | "growthGroup";
  items: ReadonlyArray<{ key: ServiceLinkKey; href: string }>;
};

const service = (key: ServiceSlug | ExtraServiceSlug) => ({ key, href: `/services/${key}` });

/** How the services menu and the footer group the service pages. */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    labelKey: "securityGroup",
    items: [
      { key: "cybersecurity", href: "/services/cybersecurity" },
      service("network-security"),
      service("endpoint-security"),
      service("application-security"),
      service("operation-security"),
      service("information-security"),
    ],
  },
  {
    labelKey: "technologyGroup",
    items: [service("web-dev"), service("web-app-dev"), service("mobile-dev"), service("erp"), service("chatbot")],
  },
  {
    labelKey: "growthGroup",
    items: [service("digital-marketing"), service("seo"), service("graphic-design"), service("promotional-video")],
  },
];
