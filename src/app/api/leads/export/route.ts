import { exportLeadsHandler } from "@/server/leads/api";

export const GET = exportLeadsHandler;
