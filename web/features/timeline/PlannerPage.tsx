// The timeline's planner screens behind one lazy import (each import site in the route table costs the home bundle bytes).
export { default as MasterTimelinePage } from "./MasterTimelinePage";
export { default as WorksheetPage } from "./WorksheetPage";
export { default as TemplatesPage } from "./TemplatesPage";
