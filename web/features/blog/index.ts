// The blog as other features see it: the admin's editor panel.
export { BlogAdminPanel } from "./BlogAdminPanel";
