// Sign In / Register (product.md §2 "Auth page"). Minimal for now; the public-site work finishes it.
import { useState, type FormEvent } from "react";
import { Navigate, Link } from "react-router-dom";
import { loginSchema, registerSchema, fieldErrors } from "@contract/schemas";
import { useUser, login, register, displayName } from "../../features/auth/api";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";

export function AuthPage() {
  const { user } = useUser();
  const [tab, setTab] = useState<"login" | "register">("login");
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (user) return <Navigate to="/" replace />;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const schema = tab === "login" ? loginSchema : registerSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setPending(true);
    try {
      if (tab === "login") {
        const u = await login(parsed.data as never);
        toast("Welcome back!", `Good to see you, ${displayName(u)}.`);
      } else {
        const u = await register(parsed.data as never);
        toast("Account created!", `Welcome, ${displayName(u)}.`);
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast(tab === "login" ? "Login failed" : "Registration failed", message, "destructive");
    } finally {
      setPending(false);
    }
  }

  const field = (name: string, label: string, type = "text") => (
    <label>
      {label}
      <input name={name} type={type} aria-invalid={errors[name] ? true : undefined} />
      {errors[name] && <small>{errors[name]}</small>}
    </label>
  );

  return (
    <article>
      <nav>
        <button className={tab === "login" ? "" : "outline"} onClick={() => setTab("login")}>Login</button>
        <button className={tab === "register" ? "" : "outline"} onClick={() => setTab("register")}>Register</button>
      </nav>
      <form onSubmit={submit} noValidate key={tab}>
        {tab === "register" && field("username", "Username")}
        {field("email", "Email", "email")}
        {field("password", "Password", "password")}
        {tab === "register" && field("firstName", "First name")}
        {tab === "register" && field("lastName", "Last name")}
        <button type="submit" disabled={pending}>
          {tab === "login" ? (pending ? "Signing in..." : "Sign In") : pending ? "Creating account..." : "Create Account"}
        </button>
      </form>
      <Link to="/search">Browse without signing up</Link>
    </article>
  );
}
