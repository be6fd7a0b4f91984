"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

type AlternateState = { href: string | null; setHref: (href: string | null) => void };

const AlternateContext = createContext<AlternateState>({ href: null, setHref: () => {} });

/**
 * Lets a page tell the language switcher where its version in the other language lives when
 * that is not the same path (a blog post and its translation).
 */
export function LocaleAlternateProvider({ children }: { children: ReactNode }) {
  const [href, setHref] = useState<string | null>(null);
  return <AlternateContext.Provider value={{ href, setHref }}>{children}</AlternateContext.Provider>;
}

export function useLocaleAlternate(): string | null {
  return useContext(AlternateContext).href;
}

/** Rendered by a page to point the language switcher at its other-language version. */
export function LocaleAlternate({ href }: { href: string }) {
  const { setHref } = useContext(AlternateContext);
  useEffect(() => {
    setHref(href);
    return () => setHref(null);
  }, [href, setHref]);
  return null;
}
