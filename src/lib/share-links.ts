/**
 * Plain share links for an article: each opens the network's own share page (or the visitor's
 * e-mail program) with the title and address filled in. No third-party script loads on our pages.
 */
export type ShareNetwork = "whatsapp" | "x" | "linkedin" | "email";

export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${text}&url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}
