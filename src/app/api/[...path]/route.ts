import { refuse, route } from "@/server/route";

// Any /api/ address without a route of its own: a JSON 404, whatever the method.
const notFound = route({}, () => Promise.reject(refuse(404, "no_such_api")));

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
