import { finishProviderSignIn } from "@/server/auth/oidc";
import { route } from "@/server/route";

// GET /api/_auth/oidc/callback: the provider's redirect back, ending in a page that closes the popup.
export const GET = route({}, ({ request }) => finishProviderSignIn(request));
