// The app frame: header, the page, footer. While the session loads, a spinner (product.md §2).
import { Link, Outlet } from "react-router-dom";
import { useUser, logout, displayName } from "../features/auth/api";
import { SITE_NAME } from "../lib/site";
import { toast } from "../lib/toast";

export function Layout() {
  const { user, isLoading } = useUser();
  return (
    <>
      <header className="container">
        <nav>
          <ul>
            <li><Link to="/"><strong>{SITE_NAME}</strong></Link></li>
          </ul>
          <ul>
            {user ? (
              <>
                <li data-testid="signed-in-as">{displayName(user)}</li>
                <li>
                  <button
                    className="outline"
                    onClick={async () => {
                      try {
                        await logout();
                        toast("Logged out", "You have been successfully logged out.");
                      } catch {
                        toast("Logout failed", "Logout failed", "destructive");
                      }
                    }}
                  >
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <li><Link to="/auth" role="button">Sign In</Link></li>
            )}
          </ul>
        </nav>
      </header>
      <main className="container">
        {isLoading ? <div className="spinner-page" aria-busy="true">Loading…</div> : <Outlet />}
      </main>
      <footer className="container"><small>© 2025 {SITE_NAME}</small></footer>
    </>
  );
}
