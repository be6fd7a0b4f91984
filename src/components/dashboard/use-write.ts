"use client";

import { startTransition, useActionState } from "react";
import { NETWORK_FAILURE, type WriteError, type WriteResult } from "@/lib/actions/write-result";

type Outcome<T, A extends unknown[]> = {
  /** The write succeeded: the page the user is on has already been sent again with it. */
  done?: (data: T, ...args: A) => void;
  /** Refused, or the network failed (`code` "network"): the user's input is still in the form. */
  failed?: (error: WriteError, ...args: A) => void;
};

/**
 * One dashboard write (a Server Action of src/server/actions/dashboard.ts) with its pending state,
 * for any form or button: `run(...args)` sends it, `pending` is true until it has answered, and
 * `done` / `failed` say what to show. Writes from one component run one after the other.
 */
export function useWrite<A extends unknown[], T>(
  action: (...args: A) => Promise<WriteResult<T>>,
  outcome: Outcome<T, A>,
): { run: (...args: A) => void; pending: boolean; result: WriteResult<T> | null } {
  const [result, dispatch, pending] = useActionState(async (_previous: WriteResult<T> | null, args: A) => {
    const answer = await action(...args).catch(() => NETWORK_FAILURE);
    if (answer.ok) outcome.done?.(answer.data, ...args);
    else outcome.failed?.(answer.error, ...args);
    return answer;
  }, null);
  return { run: (...args: A) => startTransition(() => dispatch(args)), pending, result };
}
