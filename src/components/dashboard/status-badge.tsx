const STYLES: Record<string, string> = {
  published: "bg-brand-50 text-brand-800 ring-brand-700/30",
  scheduled: "bg-gold-300/30 text-gold-700 ring-gold-700/30",
  draft: "bg-sand-100 text-navy-800 ring-navy-900/20",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLES[status] ?? STYLES.draft}`}
      data-status={status}
    >
      {label}
    </span>
  );
}
