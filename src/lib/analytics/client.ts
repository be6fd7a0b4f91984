/**
 * Sends a named event to the site's own tracking script (/tracking-scripts.js), when it is
 * loaded. Never throws: analytics must not break the page.
 */
export function track(name: string, properties?: Record<string, string | number | boolean>): void {
  try {
    const tracker = (window as unknown as { asasTrack?: (name: string, properties?: object) => void }).asasTrack;
    tracker?.(name, properties);
  } catch {
    // Ignored on purpose.
  }
}
