"use client";

import { SiteLink } from "@/components/ui/site-link";
import type { ComponentProps } from "react";
import { srcSetFromTemplate, widestSource } from "@/lib/srcset";

/**
 * One service card: its page (a public href), order number, title, short content, and its
 * picture's path, or its whole srcset where it is not the list's template (srcSetTemplate).
 */
export type ServiceCard = {
  href: string;
  number: string;
  title: string;
  text: string;
  picture: string;
  srcSet?: string;
};

type Props = {
  cards: ServiceCard[];
  readMore: string;
  /** The attributes every card's <img> shares (StaticImage's, less the picture's own URLs). */
  image: Omit<ComponentProps<"img">, "src" | "srcSet">;
  /** The srcset of every card's picture, with the mark where its path goes. */
  srcSet: string;
};

/**
 * The home page's service cards. A client component so that the page's React payload carries the
 * cards as this plain data rather than as their element trees, twelve times over; it renders the
 * same markup the server would.
 */
export function ServiceCards({ cards, readMore, image, srcSet }: Props) {
  return (
    <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <ServiceCardItem key={card.href} card={card} readMore={readMore} image={image} srcSet={srcSet} />
      ))}
    </ol>
  );
}

function ServiceCardItem({ card, readMore, image, srcSet: template }: Omit<Props, "cards"> & { card: ServiceCard }) {
  const srcSet = card.srcSet ?? srcSetFromTemplate(template, card.picture);
  return (
    <li>
      {/* The whole card is the link's target, so the card shows the focus ring (WCAG 2.4.7). */}
      <article className="card group">
        <div className="card-media">
          <img {...image} srcSet={srcSet} src={widestSource(srcSet)} alt="" />
          <span className="card-number" aria-hidden>
            {card.number}
          </span>
        </div>
        <div className="card-body">
          <h3 className="card-title">
            <SiteLink href={card.href} className="card-link">
              {card.title}
            </SiteLink>
          </h3>
          <p className="card-text">{card.text}</p>
          <span className="card-more" aria-hidden>
            {readMore}
          </span>
        </div>
      </article>
    </li>
  );
}
