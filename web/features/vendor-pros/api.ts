import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@web/lib/api";

export const vendorProsQueries = {
  /** Founding places left, computed by the server from real vendor sign-ups. */
  founding: () =>
    queryOptions({
      queryKey: ["vendor-pros", "founding-50"] as const,
      queryFn: ({ signal }) => unwrap(api["vendor-pros"]["founding-50"].$get(undefined, { init: { signal } })),
    }),
};

export const friendorQueries = {
  /** The latest friendor recommendations between published vendors. */
  recent: () =>
    queryOptions({
      queryKey: ["vendor-pros", "friendors"] as const,
      queryFn: ({ signal }) => unwrap(api["vendor-pros"].friendors.$get(undefined, { init: { signal } })),
    }),
};
