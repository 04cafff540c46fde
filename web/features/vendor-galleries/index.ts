// The vendor galleries feature as other features see it: the dashboard's Gallery tab.
export { GalleryPanel } from "./GalleryPanel";
