/** Marks demo content in the dashboard's lists, until someone saves it or removes it. */
export function DemoBadge({ label }: { label: string }) {
  return (
    <span
      className="inline-flex items-center rounded-full bg-gold-300/40 px-2.5 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-gold-700/40"
      data-testid="demo-badge"
    >
      {label}
    </span>
  );
}
