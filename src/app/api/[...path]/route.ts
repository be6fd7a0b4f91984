import { problem } from "@/server/http";

// Any /api/ address without a route of its own: a JSON 404, whatever the method.
const notFound = () => problem(404, "No such API");

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
