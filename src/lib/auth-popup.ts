/** Local-storage marker of a sign-in popup in progress: the opener sets it, the callback page removes it (spec §4). */
export const AUTH_POPUP_MARKER = "asas:auth-popup";
