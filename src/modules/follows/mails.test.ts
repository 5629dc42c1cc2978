// The follow mails in the recipient's language (contract §7.3); the sender picks it from users.locale
// (src/store/*/alerts.ts claimMails) with src/i18n/mail.ts mailLocale.
import { describe, expect, test } from "bun:test";
import { digestMail, newReviewMail } from "./mails";
import { mailLocale } from "../../i18n/mail";

const links = { base: "https://rentfair.example", unsubscribePage: "https://rentfair.example/unsubscribe/tok" };
const data = { reviewId: "r1", landlordId: "l1", landlordName: "Acme Properties", location: "Denver, CO", overallRating: 3.5, excerpt: "Slow repairs.", targetType: "landlord" as const, targetName: "Acme Properties" };

describe("follow mails in the recipient's language", () => {
  test("English and Spanish new-review mails say the same things, numbers in the language's form", () => {
    const en = newReviewMail("RentFair", data, links, "en");
    expect(en.subject).toBe("New review of Acme Properties on RentFair");
    expect(en.text).toContain("Rating: 3.5 out of 5");
    const es = newReviewMail("RentFair", data, links, "es");
    expect(es.subject).toBe("Nueva reseña de Acme Properties en RentFair");
    expect(es.text).toContain("Usted sigue al arrendador Acme Properties.");
    expect(es.text).toContain("Calificación: 3.5 de 5");
    expect(es.text).toContain(links.unsubscribePage);
    expect(es.text).not.toContain("To stop these e-mails");
  });

  test("the weekly digest in Spanish, and the language chosen from the account, else the site's default", () => {
    const digest = { targetType: "city" as const, targetId: "denver-co", targetName: "Denver, CO", total: 12, reviews: [{ ...data }] };
    const es = digestMail("RentFair", digest as unknown as Parameters<typeof digestMail>[1], links, "es");
    expect(es.subject).toBe("Esta semana en RentFair: 12 reseñas nuevas de Denver, CO");
    expect(es.text).toContain("Y 11 más en RentFair.");
    expect(mailLocale({ locale: "es" }, "en")).toBe("es");
    expect(mailLocale({ locale: null }, "es")).toBe("es");
  });
});
