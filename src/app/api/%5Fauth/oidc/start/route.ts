import { startProviderSignIn } from "@/server/auth/oidc";

// GET /api/_auth/oidc/start: opens the provider's sign-in (in the popup window).
export const GET = startProviderSignIn;
