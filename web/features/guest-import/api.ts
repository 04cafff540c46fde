import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuestImportPreview, GuestImportResult, ImportField } from "@domain/guest-import/index";
import { api, unwrap } from "@web/lib/api";

export interface ImportRequest {
  text: string;
  mapping?: ImportField[];
  duplicates?: "skip" | "update";
  /** A helper importing into the couple's list they were invited to. */
  coupleId?: string;
}

const query = (coupleId?: string) => (coupleId ? { coupleId } : {});

/** The server reads the file and says what the import would do; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ coupleId, ...json }: ImportRequest): Promise<GuestImportPreview> =>
      unwrap(api["guest-import"].preview.$post({ json, query: query(coupleId) })),
  });
}

/** Every row or none; the guest list is read again afterwards. */
export function useImportGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ coupleId, ...json }: ImportRequest): Promise<GuestImportResult> =>
      unwrap(api["guest-import"].$post({ json, query: query(coupleId) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["guests"] }),
  });
}
