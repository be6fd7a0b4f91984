import { useEffect, useState } from "react";
import { isSlugAvailable } from "./api";

export type SlugStatus = "unknown" | "available" | "taken";

/** Live check that the slug is free, once typing pauses (the post's own slug is free for it). */
export function useSlugStatus(slug: string, postId: number | null): SlugStatus {
  const [status, setStatus] = useState<SlugStatus>("unknown");
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      isSlugAvailable(slug, postId, controller.signal)
        .then((available) => available !== null && setStatus(available ? "available" : "taken"))
        .catch(() => undefined);
    }, 350);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [slug, postId]);
  return status;
}
