// Logout with the toasts of product.md §8, shared by the desktop header and the mobile panel.
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { logout } from "../features/auth/api";
import { toast } from "../lib/toast";
import { paths } from "../lib/paths";

export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
      toast("Logged out", "You have been successfully logged out.");
      navigate(paths.home);
    } catch {
      toast("Logout failed", "Logout failed", "destructive");
    } finally {
      setPending(false);
    }
  }, [navigate]);
  return { logout: run, pending };
}
