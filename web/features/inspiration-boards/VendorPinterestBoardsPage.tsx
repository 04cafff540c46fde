import { VendorBoardsPage } from "./VendorBoardsPage";

/** /vendor/couple/{coupleId}/pinterest-boards: the shared boards imported from Pinterest (decision 042). */
export default function VendorPinterestBoardsPage() {
  return <VendorBoardsPage source="pinterest" />;
}
