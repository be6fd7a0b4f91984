import { spriteIcon } from "@/components/ui/icons";

/**
 * Brand glyphs (the icon set has no brand logos), decorative: the link carries the name. They live
 * in the site's one icon sprite (src/components/ui/icons.tsx), with their own fill, so without the
 * interface icons' .icon class.
 */
export const LinkedInIcon = spriteIcon("brand-linkedin", "");
export const XIcon = spriteIcon("brand-x", "");
export const InstagramIcon = spriteIcon("brand-instagram", "");
export const YouTubeIcon = spriteIcon("brand-youtube", "");
export const WhatsAppIcon = spriteIcon("brand-whatsapp", "");
