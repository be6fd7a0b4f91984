import { finishProviderSignIn } from "@/server/auth/oidc";

// GET /api/_auth/oidc/callback: the provider's redirect back, ending in a page that closes the popup.
export const GET = finishProviderSignIn;
