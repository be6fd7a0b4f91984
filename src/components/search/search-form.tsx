import { Search } from "@/components/ui/icons";
import type { Locale } from "@/i18n/locales";
import { localizedPath } from "@/lib/seo/urls";
import { SEARCH_TERM_MAX } from "@/lib/search-term";

type Props = {
  locale: Locale;
  /** The field's id, unique on the page. */
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  defaultValue?: string;
  /** Focus the field when it appears (inside the header's search panel). */
  autoFocus?: boolean;
  /** Show the label above the field instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
};

/**
 * The site search form: a plain GET to /?s=term (Arabic) or /en?s=term (English), the
 * WebSite SearchAction target, so it works before and without any script.
 */
export function SearchForm({
  locale,
  id,
  label,
  placeholder,
  submit,
  defaultValue,
  autoFocus,
  showLabel = false,
  className = "",
}: Props) {
  return (
    <form role="search" action={localizedPath(locale, "/")} method="get" className={className}>
      <label htmlFor={id} className={showLabel ? "mb-2 block font-semibold text-navy-900" : "sr-only"}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="s"
          type="search"
          required
          defaultValue={defaultValue}
          maxLength={SEARCH_TERM_MAX}
          placeholder={placeholder}
          autoFocus={autoFocus}
          enterKeyHint="search"
          className="search-field"
        />
        <button type="submit" className="button-primary shrink-0 max-sm:px-4">
          <Search aria-hidden className="size-5" />
          <span className="max-sm:sr-only">{submit}</span>
        </button>
      </div>
    </form>
  );
}
