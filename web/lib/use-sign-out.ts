import { useNavigate } from "react-router";
import { useAuth } from "./auth";
import { notify } from "./toast";

/** Signs out and returns home with the spec's toast (the mobile menu has its own wording). */
export function useSignOut(variant: "default" | "mobile-menu" = "default") {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      void notify.success(variant === "mobile-menu" ? "You have been signed out" : "Signed out successfully");
      navigate("/");
    } catch (error) {
      void notify.error(error instanceof Error ? error.message : "Please try again later");
    }
  };
}
