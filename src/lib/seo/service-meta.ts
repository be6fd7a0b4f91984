import type { ServiceContent } from "@/content/schema";

/** Spec §2: the service meta, falling back to the title and tagline when it is empty. */
export function serviceMeta(content: Pick<ServiceContent, "meta" | "title" | "content">): {
  title: string;
  description: string;
} {
  return {
    title: content.meta.title.trim() || content.title,
    description: content.meta.description.trim() || content.content,
  };
}
