import "server-only";
import { z } from "zod";
import { API_SCOPES, apiKeyInputSchema, type ApiScope } from "@/lib/validation/api-keys";
import { leadSchema } from "@/lib/validation/lead";
import { postInputSchema } from "@/lib/validation/post";
import { webhookInputSchema, WEBHOOK_EVENTS } from "@/lib/validation/webhooks";
import { SESSION_COOKIE } from "@/server/auth/cookie";
import { leadChangeSchema, leadListQuery } from "@/server/leads/api";
import { postListQuery } from "@/server/posts/api";
import { publicPostsQuery } from "@/server/posts/public-query";
import { siteOrigin } from "@/server/site";

/**
 * The OpenAPI 3.1 document served at /api/openapi.json, for the public and staff APIs a program
 * uses. Bodies and queries are the very zod schemas the routes check (z.toJSONSchema, their input
 * side), so the document cannot drift from what is accepted; what each call is and who may make
 * it (access, the API key scope of route.ts) is listed here beside them.
 */

type Access = "public" | "staff" | "admin";

type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  access: Access;
  /** The API key scope that opens it (route.ts `scope`); none: a session only. */
  scope?: ApiScope;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** The success status and what it holds, in words. */
  success: [status: number, description: string];
};

const idParameter = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };

const OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/api/public/posts",
    summary: "The public posts of a language, newest first",
    access: "public",
    query: publicPostsQuery,
    success: [200, "{ locale, page, pageSize, pageCount, total, posts }"],
  },
  {
    method: "get",
    path: "/api/public/posts/{slug}",
    summary: "One public post by its slug (URL-encoded)",
    access: "public",
    success: [200, "{ post: { title, meta_description, cover_image, content } }"],
  },
  {
    method: "post",
    path: "/api/contact",
    summary: "The contact form (needs the form's single-use token)",
    access: "public",
    body: leadSchema,
    success: [201, "{ ok, message, token }"],
  },
  {
    method: "get",
    path: "/api/posts",
    summary: "Posts, for staff",
    access: "staff",
    scope: "posts:read",
    query: postListQuery,
    success: [200, "{ items, total, page, pageSize, pageCount }"],
  },
  {
    method: "post",
    path: "/api/posts",
    summary: "Create a post (status published publishes it)",
    access: "staff",
    scope: "posts:write",
    body: postInputSchema,
    success: [201, "{ post }"],
  },
  {
    method: "get",
    path: "/api/posts/{id}",
    summary: "One post as the editor has it",
    access: "staff",
    scope: "posts:read",
    success: [200, "{ post }"],
  },
  {
    method: "put",
    path: "/api/posts/{id}",
    summary: "Save a post over its current `version`",
    access: "staff",
    scope: "posts:write",
    body: postInputSchema,
    success: [200, "{ post }; 409 version_conflict with { current }"],
  },
  {
    method: "delete",
    path: "/api/posts/{id}",
    summary: "Delete a post",
    access: "staff",
    scope: "posts:write",
    success: [200, "{ deleted }"],
  },
  {
    method: "get",
    path: "/api/leads",
    summary: "One folder of the leads inbox, newest first",
    access: "admin",
    scope: "leads:read",
    query: leadListQuery,
    success: [200, "{ items, total, page, pageSize, pageCount }"],
  },
  {
    method: "get",
    path: "/api/leads/{id}",
    summary: "One lead",
    access: "admin",
    scope: "leads:read",
    success: [200, "{ lead }"],
  },
  {
    method: "patch",
    path: "/api/leads/{id}",
    summary: "Change a lead's status, or mark it as spam",
    access: "admin",
    scope: "leads:write",
    body: leadChangeSchema,
    success: [200, "{ lead }"],
  },
  {
    method: "get",
    path: "/api/leads/export",
    summary: "The leads as CSV (UTF-8 with BOM)",
    access: "admin",
    scope: "leads:read",
    success: [200, "text/csv"],
  },
  {
    method: "get",
    path: "/api/api-keys",
    summary: "API keys (never their tokens)",
    access: "admin",
    success: [200, "{ keys }"],
  },
  {
    method: "post",
    path: "/api/api-keys",
    summary: "Create an API key: the token is in this answer only",
    access: "admin",
    body: apiKeyInputSchema,
    success: [201, "{ key, token }"],
  },
  {
    method: "delete",
    path: "/api/api-keys/{id}",
    summary: "Revoke an API key",
    access: "admin",
    success: [200, "{ key }"],
  },
  {
    method: "get",
    path: "/api/webhooks",
    summary: "Webhook endpoints and the latest deliveries",
    access: "admin",
    success: [200, "{ endpoints, deliveries }"],
  },
  {
    method: "post",
    path: "/api/webhooks",
    summary: "Add a webhook endpoint: the signing secret is in this answer only",
    access: "admin",
    body: webhookInputSchema,
    success: [201, "{ endpoint, secret }"],
  },
  {
    method: "delete",
    path: "/api/webhooks/{id}",
    summary: "Delete a webhook endpoint, its queue and its log",
    access: "admin",
    success: [200, "{ endpoint }"],
  },
  {
    method: "post",
    path: "/api/webhooks/deliveries/{id}/redeliver",
    summary: "Send a delivery again",
    access: "admin",
    success: [200, "{ delivery }"],
  },
];

/** A zod schema as JSON Schema, as a request gives it (before transforms and defaults). */
const jsonSchema = (schema: z.core.$ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
};

/** Query parameters from an object schema: one per property. */
function queryParameters(schema: z.core.$ZodType) {
  const object = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
}

const errorResponse = { $ref: "#/components/responses/Error" };

function operationOf(operation: Operation) {
  const parameters = [
    ...(operation.path.includes("{id}") ? [idParameter] : []),
    ...(operation.path.includes("{slug}")
      ? [{ name: "slug", in: "path", required: true, schema: { type: "string" } }]
      : []),
    ...(operation.query ? queryParameters(operation.query) : []),
  ];
  const security =
    operation.access === "public" ? [] : [{ session: [] }, ...(operation.scope ? [{ apiKey: [operation.scope] }] : [])];
  const [status, description] = operation.success;
  return {
    summary: operation.summary,
    description: `Who: ${operation.access === "public" ? "anyone" : operation.access === "admin" ? "administrators" : "staff"}${
      operation.scope
        ? `, or an API key with \`${operation.scope}\``
        : operation.access === "public"
          ? ""
          : " (a session only)"
    }.`,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(operation.body) } } } }
      : {}),
    ...(operation.access === "public" ? {} : { security }),
    responses: { [String(status)]: { description }, "4XX": errorResponse, "5XX": errorResponse },
  };
}

let built: Record<string, unknown> | null = null;

/** The document, built once per process. */
export function openApiDocument(): Record<string, unknown> {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) (paths[operation.path] ??= {})[operation.method] = operationOf(operation);
  built = {
    openapi: "3.1.0",
    info: {
      title: "Asas Tech Consulting API",
      version: "1",
      description:
        "The public and staff JSON API. Errors share one shape: { error: { status, code, message, …details } }, the message in the caller's language (Accept-Language). Webhook events: " +
        WEBHOOK_EVENTS.join(", ") +
        ", signed per Standard Webhooks.",
    },
    servers: [{ url: siteOrigin() }],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE.name,
          description: "A staff session (the dashboard); writes need the site's own Origin.",
        },
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: `An API key from /dashboard/api-keys, with scopes: ${API_SCOPES.join(", ")}.`,
        },
      },
      responses: {
        Error: {
          description: "A refusal or a failure, in the one error shape",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["error"],
                properties: {
                  error: {
                    type: "object",
                    required: ["status", "code", "message"],
                    properties: {
                      status: { type: "integer" },
                      code: { type: "string" },
                      message: { type: "string" },
                      fields: { type: "object", additionalProperties: { type: "string" } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  return built;
}
