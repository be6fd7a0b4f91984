/**
 * Local-storage marker of a sign-in popup in progress: the opener sets it, the callback page
 * removes it (docs/decisions.md, decision 37).
 */
export const AUTH_POPUP_MARKER = "asas:auth-popup";
