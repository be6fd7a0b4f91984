import { Search, X } from "@/components/ui/icons";
import { SearchForm } from "@/components/search/search-form";
import type { Locale } from "@/i18n/locales";

/** The search panel's texts, translated on the server. */
export type HeaderSearchText = { open: string; close: string; label: string; placeholder: string; submit: string };

const PANEL_ID = "header-search";

/**
 * The header's search: an icon button that opens a search bar over the top of the page, on
 * phones and desktops alike. Built on the popover attribute, so it needs no script: the browser
 * opens and closes it, closes it on Escape or a click outside, moves focus to the field
 * (autofocus) and back to the button, and tells assistive technology whether it is expanded.
 */
export function HeaderSearch({ locale, text }: { locale: Locale; text: HeaderSearchText }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={text.open}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-sand-100 hover:text-brand-700"
      >
        <Search aria-hidden className="size-5" />
      </button>
      <div id={PANEL_ID} popover="auto" className="search-panel">
        <div className="container-page flex items-center gap-2 py-3">
          <SearchForm
            locale={locale}
            id="header-search-field"
            label={text.label}
            placeholder={text.placeholder}
            submit={text.submit}
            autoFocus
            className="flex-1"
          />
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={text.close}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand-100"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
      </div>
    </>
  );
}
