/** The URL of a srcset's last entry: next/image lists widths in ascending order and makes the widest one the `src`. */
export function widestSource(srcSet: string): string {
  const last = srcSet.split(", ").at(-1) ?? "";
  return last.split(" ")[0] ?? "";
}
