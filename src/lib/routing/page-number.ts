/**
 * A listing's page number from `?page=`: 1 when absent, null when it is anything but a plain
 * decimal number from 1 (no "0x10", no "1e3", no sign, no leading zero, no repeated parameter).
 */
export function parsePageNumber(value: string | string[] | undefined | null): number | null {
  if (value === undefined || value === null) return 1;
  if (Array.isArray(value)) return null;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
