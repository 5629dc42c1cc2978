// Languages on the server (contract §7.3): error and validation messages in the `lang` cookie's
// language, else Accept-Language's, else DEFAULT_LOCALE, with the same `code`; every declared
// error has its Spanish words; <html lang> of the page; mail in the recipient's language through a
// real SMTP server on localhost (src/test/smtp-server.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Glob } from "bun";
import { join } from "node:path";
import { createTestApp, reviewBody } from "../test/harness";
import { resetLinkIn, startSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { declaredErrors } from "../http";
import { SERVER_CATALOGS } from "./server";
import { LOCALES, localeFromAcceptLanguage } from "../contract/locales";
import { VALIDATION_MESSAGES } from "../contract/validation";

describe("every message has its words in every language", () => {
  test("each declared error code has a Spanish message", async () => {
    // Every file that declares errors, so the registry of src/http.ts holds them all.
    const root = join(import.meta.dir, "..");
    for (const file of new Glob("**/*.ts").scanSync(root)) {
      if (file.endsWith(".test.ts") || file.includes("generated")) continue;
      const text = await Bun.file(join(root, file)).text();
      if (text.includes("defineError({")) await import(join(root, file));
    }
    // Codes under `test.` are declared by tests of defineError itself (src/http.test.ts), never answered.
    const codes = new Set([...declaredErrors.values()].map((spec) => spec.code).filter((code) => !code.startsWith("test.")));
    expect(codes.size).toBeGreaterThan(40);
    for (const locale of LOCALES) {
      const catalog = SERVER_CATALOGS[locale];
      if (!catalog) continue; // English: the code's own words
      const missing = [...codes].filter((code) => !(code in catalog.errors));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  test("the Spanish validation table has a message for every key, none left in English", () => {
    const es = SERVER_CATALOGS.es!.validation;
    for (const [key, english] of Object.entries(VALIDATION_MESSAGES)) {
      expect(es[key as keyof typeof VALIDATION_MESSAGES]).toBeString();
      expect(es[key as keyof typeof VALIDATION_MESSAGES]).not.toBe(english);
    }
  });
});

describe("Accept-Language", () => {
  test("es… is Spanish, by q-value; none of ours is null", () => {
    expect(localeFromAcceptLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("fr-FR, es;q=0.5")).toBe("es");
    expect(localeFromAcceptLanguage("fr;q=1, en;q=0.2, es;q=0.4")).toBe("es");
    expect(localeFromAcceptLanguage("de, fr")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
  });
});

describe("API errors in the reader's language, the same code", () => {
  const bad = { username: "ab", email: "not-an-email", password: "123" };

  test("validation: English by default, Spanish by the lang cookie and by Accept-Language", async () => {
    const t = createTestApp();
    const en = await t.client().post("/api/register", bad);
    const byCookie = await t.client({ cookie: "lang=es" }).post("/api/register", bad);
    const byHeader = await t.client({ "accept-language": "es-US,es;q=0.9" }).post("/api/register", bad);
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      code: "input.invalid",
      message: "Username must be at least 3 characters",
      errors: {
        username: "Username must be at least 3 characters",
        email: "Invalid email address",
        password: "Password must be at least 6 characters",
      },
    });
    const spanish = {
      code: "input.invalid",
      message: "El nombre de usuario debe tener al menos 3 caracteres",
      errors: {
        username: "El nombre de usuario debe tener al menos 3 caracteres",
        email: "Correo electrónico no válido",
        password: "La contraseña debe tener al menos 6 caracteres",
      },
    };
    expect(byCookie.status).toBe(400);
    expect(byCookie.body).toEqual(spanish);
    expect(byHeader.body).toEqual(spanish);
  });

  test("the lang cookie wins over Accept-Language", async () => {
    const t = createTestApp();
    const res = await t.client({ cookie: "lang=en", "accept-language": "es" }).post("/api/login", { email: "nobody@example.test", password: "whatever" });
    expect(res.body).toEqual({ code: "auth.invalid_login", message: "Invalid email or password" });
    const es = await t.client({ cookie: "lang=es", "accept-language": "en" }).post("/api/login", { email: "nobody@example.test", password: "whatever" });
    expect(es.body).toEqual({ code: "auth.invalid_login", message: "Correo electrónico o contraseña incorrectos" });
  });

  test("declared errors by code: not signed in, not found, conflicts, field errors", async () => {
    const t = createTestApp();
    for (const [headers, expected] of [
      [{}, ["You need to be signed in", "Landlord not found", "Username already taken"]],
      [{ cookie: "lang=es" }, ["Debe iniciar sesión", "No se encontró el arrendador", "Ese nombre de usuario ya está en uso"]],
      [{ "accept-language": "es" }, ["Debe iniciar sesión", "No se encontró el arrendador", "Ese nombre de usuario ya está en uso"]],
    ] as const) {
      const c = t.client(headers);
      const signedOut = await c.post("/api/reviews", reviewBody());
      expect(signedOut.body).toEqual({ code: "auth.not_signed_in", message: expected[0] });
      const missing = await c.get("/api/landlords/00000000-0000-4000-8000-000000000000");
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: "landlord.not_found", message: expected[1] });
      await t.client().register({ username: `taken${Object.keys(headers).join("")}`, email: `taken-${Object.keys(headers).join("")}@example.test` }).catch(() => undefined);
      const taken = await c.post("/api/register", { username: `taken${Object.keys(headers).join("")}`, email: `other-${Math.random()}@example.test`, password: "correct horse" });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: "auth.username_taken", message: expected[2], errors: { username: expected[2] } });
    }
  });

  test("a signed-in renter's validation errors follow the cookie too (review form)", async () => {
    const t = createTestApp();
    const c = t.client();
    await c.register();
    const body = reviewBody({ overallRating: 7, reviewText: "short" });
    const en = await c.post("/api/reviews", body);
    expect(en.body.errors).toMatchObject({ overallRating: "Overall rating must be between 0.5 and 5", reviewText: "Review must be at least 10 characters" });
    c.cookie = `${c.cookie}; lang=es`;
    const es = await c.post("/api/reviews", body);
    expect(es.body.code).toBe(en.body.code);
    expect(es.body.errors).toMatchObject({
      overallRating: "La calificación general debe estar entre 0.5 y 5",
      reviewText: "La reseña debe tener al menos 10 caracteres",
    });
  });
});

describe("DEFAULT_LOCALE", () => {
  test("a site set to Spanish answers in Spanish when the visitor's browser asks for none of its languages", async () => {
    const t = createTestApp({}, { DEFAULT_LOCALE: "es" });
    const res = await t.client({ "accept-language": "de-DE" }).post("/api/login", { email: "x@example.test", password: "y" });
    expect(res.body).toEqual({ code: "auth.invalid_login", message: "Correo electrónico o contraseña incorrectos" });
    const english = await t.client({ "accept-language": "en-US" }).post("/api/login", { email: "x@example.test", password: "y" });
    expect(english.body.message).toBe("Invalid email or password");
  });
});

describe("the page's <html lang>", () => {
  const ui = new Map([["/index.html", join(import.meta.dir, "../../ui/index.html")]]);
  const page = async (headers: Record<string, string>, env: Record<string, string> = {}) => {
    const t = createTestApp({}, env);
    t.deps.ui = ui;
    const { createApp } = await import("../app");
    const app = createApp(t.deps);
    const res = await app.handle(new Request("http://localhost/search", { headers }));
    return res.text();
  };

  test("follows the lang cookie, else Accept-Language, else DEFAULT_LOCALE; CURRENCY is written in", async () => {
    expect(await page({})).toContain('<html lang="en"');
    expect(await page({ "accept-language": "es-MX,es;q=0.9" })).toContain('<html lang="es"');
    expect(await page({ "accept-language": "es", cookie: "lang=en" })).toContain('<html lang="en"');
    expect(await page({ cookie: "lang=es" })).toContain('<html lang="es"');
    expect(await page({}, { DEFAULT_LOCALE: "es" })).toContain('<html lang="es"');
    expect(await page({}, { CURRENCY: "EUR" })).toContain('<meta name="currency" content="EUR"');
  });
});

describe("mail in the recipient's language", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const mailApp = () => createTestApp({}, { SMTP_URL: smtp.url, MAIL_FROM: "RentFair <no-reply@reviews.example.org>", PUBLIC_URL: "https://reviews.example.org" });

  test("an account made on a Spanish page gets its reset mail in Spanish, whoever asks for it", async () => {
    const t = mailApp();
    const me = await t.client({ "accept-language": "es-US" }).register();
    // Asked from an English page: the mail still follows the recipient.
    expect((await t.client({ cookie: "lang=en" }).post("/api/password-reset/request", { email: me.email })).status).toBe(202);
    const mail = await smtp.waitFor(me.email);
    expect(mail.subject).toBe("Restablezca su contraseña de RentFair");
    expect(mail.text).toContain("en los próximos 60 minutos");
    expect(resetLinkIn(mail)).toStartWith("https://reviews.example.org/");
  });

  test("switching language (PUT /api/user/language) changes the language of later mail", async () => {
    const t = mailApp();
    const c = t.client();
    const me = await c.register();
    expect((await c.put("/api/user/language", { language: "es" })).status).toBe(204);
    expect((await c.post("/api/user/email-proof")).status).toBe(202);
    const mail = await smtp.waitFor(me.email);
    expect(mail.subject).toBe("Confirme su correo electrónico en RentFair");
    expect(mail.text).toContain("en las próximas 24 horas");

    const other = t.client({ "accept-language": "es" });
    const you = await other.register();
    expect((await other.put("/api/user/language", { language: "en" })).status).toBe(204);
    await other.post("/api/password-reset/request", { email: you.email });
    const english = await smtp.waitFor(you.email);
    expect(english.subject).toBe("Reset your RentFair password");
  });

  test("an unknown language is refused by key, worded in the page's language", async () => {
    const t = mailApp();
    const c = t.client();
    await c.register();
    const res = await c.put("/api/user/language", { language: "fr" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ language: "Choose a language" });
  });
});
