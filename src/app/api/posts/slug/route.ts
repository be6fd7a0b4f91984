import { slugAvailabilityHandler } from "@/server/posts/api";

export const GET = slugAvailabilityHandler;
