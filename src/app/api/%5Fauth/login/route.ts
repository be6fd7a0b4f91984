import { signIn } from "@/server/auth/api";

// POST /api/_auth/login: email and password, as JSON or as a plain form post.
export const POST = signIn;
