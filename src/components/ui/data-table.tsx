import type { ReactNode } from "react";

/**
 * A dashboard table: scrolls sideways on a narrow screen, a header row of column titles, and the
 * rows given as children. Every staff list uses it, so they look and read alike.
 */
export function DataTable({
  headings,
  children,
  testId,
  className,
}: {
  /** One title per column, in reading order (the browser lays them right to left in Arabic). */
  headings: readonly ReactNode[];
  /** The `<tr>` rows. */
  children: ReactNode;
  testId?: string;
  /** Spacing around the table, e.g. `mt-4`. */
  className?: string;
}) {
  return (
    <div className={`overflow-x-auto rounded-2xl bg-white ring-1 ring-navy-900/10 ${className ?? ""}`}>
      <table className="w-full text-start text-sm" data-testid={testId}>
        <thead className="bg-sand-100 text-navy-800">
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="px-4 py-3 text-start font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
