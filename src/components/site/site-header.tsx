import { getTranslations } from "next-intl/server";
import { SERVICE_GROUPS } from "@/content/service-groups";
import { Link } from "@/i18n/navigation";
import { LocaleSwitcher } from "./locale-switcher";
import { MobileMenu, type NavigationModel } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";
import { BrandLink } from "./brand-link";

/** Builds the translated navigation once, for the desktop bar and the mobile menu. */
async function navigationModel(): Promise<NavigationModel> {
  const t = await getTranslations("nav");
  const services = await getTranslations("services");
  return {
    links: [
      { href: "/", label: t("home") },
      { href: "/#solutions", label: t("solutions") },
      { href: "/blog", label: t("blog") },
      { href: "/about", label: t("about") },
      { href: "/contact", label: t("contact") },
    ],
    services: {
      label: t("services"),
      allLabel: t("allServices"),
      allHref: "/#services",
      groups: SERVICE_GROUPS.map((group) => ({
        label: t(group.labelKey),
        items: group.items.map((item) => ({ href: item.href, label: services(`${item.key}.title`) })),
      })),
    },
    labels: { open: t("openMenu"), close: t("closeMenu"), title: t("menuTitle"), cta: t("getInTouch") },
  };
}

export async function SiteHeader() {
  const t = await getTranslations("nav");
  const model = await navigationModel();
  const [home, ...rest] = model.links;

  return (
    <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <BrandLink />
        <nav aria-label={t("main")} className="hidden lg:block">
          <ul className="flex items-center gap-1 text-[0.95rem] font-medium">
            {home && (
              <li>
                <NavLink href={home.href}>{home.label}</NavLink>
              </li>
            )}
            <li>
              <ServicesMenu model={model.services} />
            </li>
            {rest.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LocaleSwitcher />
          <Link href="/contact" className="button-primary hidden min-h-10 px-5 py-2 text-sm lg:inline-flex">
            {model.labels.cta}
          </Link>
          <MobileMenu model={model} />
        </div>
      </div>
    </header>
  );
}

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center rounded-full px-3 text-navy-800 transition-colors hover:bg-sand-100 hover:text-brand-700"
    >
      {children}
    </Link>
  );
}
