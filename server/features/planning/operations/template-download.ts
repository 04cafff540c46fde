import { findPlanningDownload, planningDownloadCsv, type PlanningDownloadQuery } from "../../../../domain/planning-downloads.ts";
import { ApiError } from "../../../http/errors.ts";

/** A downloadable planning template (/planning/templates) as the file the browser saves. */
export function templateDownload(id: string, query: PlanningDownloadQuery): { fileName: string; csv: string } {
  const download = findPlanningDownload(id);
  if (!download) throw new ApiError(404, "template_not_found", "There is no planning template with that name. See /planning/templates for the list.");
  return { fileName: download.fileName, csv: planningDownloadCsv(download, query) };
}
