/** The longest search term the site search accepts, in characters (the form's maxlength too). */
export const SEARCH_TERM_MAX = 100;
