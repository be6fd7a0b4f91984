"use client";

import { SiteLink } from "@/components/ui/site-link";
import type { ComponentProps } from "react";
import { FileSignature, Scale, ShieldCheck } from "@/components/ui/icons";
import { Tabs } from "@/components/ui/tabs";
import { srcSetFromTemplate, widestSource } from "@/lib/srcset";
import type { B2BItemKey, ContractCardKey } from "@/content/home";

const CONTRACT_ICONS: Record<ContractCardKey, typeof FileSignature> = {
  contract: FileSignature,
  terms: Scale,
  privacy: ShieldCheck,
};

type Panel<Item> = { tab: string; title: string; description: string; items: Item[] };

type Props = {
  label: string;
  dir: "rtl" | "ltr";
  b2b: Panel<{ key: B2BItemKey; title: string; description: string; picture: string; srcSet?: string }> & {
    /** The attributes every item's <img> shares (StaticImage's, less the picture's own URLs). */
    image: Omit<ComponentProps<"img">, "src" | "srcSet">;
    /** The srcset of every picture with `{path}` for its path; an item's own where it differs. */
    srcSet: string;
  };
  contracts: Panel<{ key: ContractCardKey; title: string; description: string }> & {
    privacyLink: { href: string; label: string };
  };
};

/**
 * The home page's two solution tabs, 'B2B services' and 'Contracts', drawn from plain data: the
 * page's React payload carries these texts rather than both panels' element trees.
 */
export function SolutionsTabs({ label, dir, b2b, contracts }: Props) {
  const b2bPanel = (
    <div>
      <h3 className="text-2xl font-bold text-navy-900">{b2b.title}</h3>
      <p className="mt-3 max-w-3xl text-lg text-navy-700">{b2b.description}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {b2b.items.map((item) => {
          const srcSet = item.srcSet ?? srcSetFromTemplate(b2b.srcSet, item.picture);
          return (
            <li key={item.key} className="solution-card">
              <div className="relative aspect-[4/3] bg-sand-100">
                <img {...b2b.image} srcSet={srcSet} src={widestSource(srcSet)} alt="" />
              </div>
              <div className="p-5">
                <h4 className="text-lg font-bold text-navy-900">{item.title}</h4>
                <p className="mt-2 text-navy-700">{item.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );

  const contractsPanel = (
    <div>
      <h3 className="text-2xl font-bold text-navy-900">{contracts.title}</h3>
      <p className="mt-3 max-w-3xl text-lg text-navy-700">{contracts.description}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {contracts.items.map((item) => {
          const Icon = CONTRACT_ICONS[item.key];
          return (
            <li key={item.key} className="contract-card">
              <span className="contract-icon">
                <Icon aria-hidden className="size-6" />
              </span>
              <h4 className="mt-4 text-lg font-bold text-navy-900">{item.title}</h4>
              <p className="mt-2 text-navy-700">{item.description}</p>
              {item.key === "privacy" && (
                <SiteLink
                  href={contracts.privacyLink.href}
                  className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4"
                >
                  {contracts.privacyLink.label}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <Tabs
      label={label}
      dir={dir}
      items={[
        { id: "b2b", label: b2b.tab, panel: b2bPanel },
        { id: "contracts", label: contracts.tab, panel: contractsPanel },
      ]}
    />
  );
}
