/**
 * The address of an account whose password was just set, handed to the sign-in page that follows
 * in this tab: kept in sessionStorage for that one page, never in an address (which logs and
 * browser history keep).
 */
const KEY = "asas:sign-in-email";

export function rememberSignInEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage unavailable: the sign-in page asks for the address as usual.
  }
}

/** The address handed over, once: it is forgotten as it is read. */
export function takeSignInEmail(): string | null {
  try {
    const email = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return email;
  } catch {
    return null;
  }
}
