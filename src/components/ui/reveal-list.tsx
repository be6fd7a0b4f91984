"use client";

import { Children, cloneElement, isValidElement, useEffect, useRef, type CSSProperties, type ReactNode } from "react";

type Props = {
  as?: "ul" | "ol";
  className?: string;
  children: ReactNode;
};

/**
 * A list whose items animate in one after another once it scrolls into view (spec: 0.6 s per item,
 * 0.2 s stagger). The animation itself is CSS (globals.css); without scripting or with reduced
 * motion the items are simply visible.
 */
export function RevealList({ as: Tag = "ul", className, children }: Props) {
  const ref = useRef<HTMLUListElement & HTMLOListElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.setAttribute("data-revealed", "");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const items = Children.toArray(children).map((child, index) =>
    isValidElement<{ style?: CSSProperties }>(child)
      ? cloneElement(child, { style: { ...child.props.style, "--reveal-index": index } as CSSProperties })
      : child,
  );

  return (
    <Tag ref={ref} data-reveal="" className={className}>
      {items}
    </Tag>
  );
}
