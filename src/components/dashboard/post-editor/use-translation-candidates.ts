import { useEffect, useState } from "react";
import { translationCandidates, type TranslationCandidate } from "./api";

/** Posts in the other language that a post in this one can be linked to. */
export function useTranslationCandidates(locale: string): TranslationCandidate[] {
  const [candidates, setCandidates] = useState<TranslationCandidate[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    translationCandidates(locale, controller.signal)
      .then(setCandidates)
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);
  return candidates;
}
