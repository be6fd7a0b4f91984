import { startProviderSignIn } from "@/server/auth/oidc";
import { route } from "@/server/route";

// GET /api/_auth/oidc/start: opens the provider's sign-in (in the popup window).
export const GET = route({}, ({ request }) => startProviderSignIn(request));
