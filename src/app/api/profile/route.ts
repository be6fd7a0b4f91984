import { profileHandler, updateProfileHandler } from "@/server/auth/accounts-api";

// The signed-in user's own account: GET it (with the open sessions), PATCH { name, locale }.
export const GET = profileHandler;
export const PATCH = updateProfileHandler;
