// The built-in text of the editable pages (contract §7.6): what /about and /tenant-rights say
// until an admin saves their own, and what "Revert to the built-in text" brings back. Moved here,
// as Markdown, from the UI's former AboutContent and TenantRightsContent (ui/src/features/static).
// The first line is the page's title (src/contract/markdown.ts `splitTitle`). `{siteName}` stands
// for the operator's SITE_NAME, filled in when a page is answered (service.ts).
// The Spanish is written for renters in the US: "usted", "inquilino", "arrendador".
import type { PageLang, PageSlug } from "../../contract/local-pages";

const ABOUT_EN = `# About {siteName}

{siteName} is a community where renters share honest reviews of landlords and property managers, so that everyone can rent with their eyes open.

## Our mission

Signing a lease is one of the biggest commitments most people make, yet renters usually know almost nothing about the person they will depend on for repairs, deposits and a safe home. {siteName} exists to change that: we are empowering renters with transparent reviews and ratings of property owners and managers.

Every review rates a landlord on four things: overall experience, responsiveness, maintenance and fairness. Reviews can also record the rent paid, whether utilities were included and how long the tenancy lasted, so the next renter sees the whole picture.

## What we stand for

- **Transparency.** Ratings are averages of real reviews, shown with the number of reviews behind them. No paid placements, no hidden scores.
- **Fairness.** Renters speak from experience; landlords can get verified and are judged on the same four measures as everyone else.
- **Safety.** People, not algorithms, review reported content. Personal information, harassment and discrimination are removed.
- **Privacy.** Post anonymously if you prefer. We keep one session cookie, no advertising trackers, and nothing loads from third parties.

## Who {siteName} is for

- **Renters:** search landlords by name or address, read reviews, write your own (anonymously if you like), vote reviews helpful and report anything that breaks the rules.
- **Landlords:** see what tenants say, and [apply for verification](/landlord-verification) to earn the Trusted Landlord, Top Rated and Verified Property Owner badges.
- **Moderators:** review every report against our [community guidelines](/community-guidelines) and remove fake, abusive or private content.

## Questions or ideas?

We read every message and reply within 24 hours: [contact us](/contact), or [browse landlords](/search).
`;

const ABOUT_ES = `# Acerca de {siteName}

{siteName} es una comunidad donde los inquilinos comparten opiniones honestas sobre arrendadores y administradores de propiedades, para que todos puedan alquilar con los ojos bien abiertos.

## Nuestra misión

Firmar un contrato de arrendamiento es uno de los compromisos más grandes que asume la mayoría de las personas. Sin embargo, los inquilinos casi nunca saben nada de la persona de quien dependerán para las reparaciones, el depósito y un hogar seguro. {siteName} existe para cambiar eso: damos a los inquilinos opiniones y calificaciones transparentes de propietarios y administradores.

Cada opinión califica al arrendador en cuatro aspectos: experiencia general, rapidez de respuesta, mantenimiento y trato justo. Las opiniones también pueden indicar la renta pagada, si incluía los servicios públicos y cuánto duró el arrendamiento, para que el próximo inquilino vea el panorama completo.

## Lo que defendemos

- **Transparencia.** Las calificaciones son promedios de opiniones reales y se muestran con el número de opiniones en que se basan. Sin anuncios pagados ni puntuaciones ocultas.
- **Equidad.** Los inquilinos hablan por experiencia propia; los arrendadores pueden verificarse y se les evalúa con los mismos cuatro criterios que a todos.
- **Seguridad.** Personas, no algoritmos, revisan el contenido denunciado. Se elimina la información personal, el acoso y la discriminación.
- **Privacidad.** Si lo prefiere, publique de forma anónima. Usamos una sola cookie de sesión, ningún rastreador publicitario, y nada se carga desde sitios de terceros.

## Para quién es {siteName}

- **Inquilinos:** busque arrendadores por nombre o dirección, lea opiniones, escriba la suya (de forma anónima si lo desea), marque como útiles las opiniones y denuncie lo que no cumpla las normas.
- **Arrendadores:** vea lo que dicen sus inquilinos y [solicite la verificación](/landlord-verification) para obtener las insignias de Arrendador de Confianza, Mejor Calificado y Propietario Verificado.
- **Moderadores:** revisan cada denuncia según nuestras [normas de la comunidad](/community-guidelines) y eliminan el contenido falso, abusivo o privado.

## ¿Preguntas o ideas?

Leemos todos los mensajes y respondemos en un plazo de 24 horas: [contáctenos](/contact) o [explore los arrendadores](/search).
`;

const TENANT_RIGHTS_EN = `# Tenant Rights

A plain-language overview of the rights most US renters have. Laws differ by state and city, so check your local rules or ask a legal aid office for your situation.

> This page is general information, not legal advice. If you face an eviction or a serious dispute, contact a local legal aid organization or tenant union as soon as possible: deadlines in housing court are short. [Get help near you](/resources).

## Your core rights

### A safe, habitable home

In nearly every US state the landlord must keep the home fit to live in: working heat, water, electricity and plumbing, no serious pest infestations, and a sound structure, whatever the lease says.

### Your security deposit back

State law caps deposits in many places and sets a deadline (often 14 to 30 days after you move out) to return it, with an itemized list of any deductions. Normal wear and tear cannot be deducted.

### Privacy in your home

Outside emergencies, most states require the landlord to give reasonable notice, commonly 24 to 48 hours, before entering, and to come at reasonable times.

### Freedom from discrimination

The federal Fair Housing Act forbids discrimination based on race, color, religion, sex, national origin, familial status or disability; many states and cities protect more groups, such as source of income.

### Protection from retaliation

A landlord may not raise the rent, cut services or start an eviction because you asked for repairs, complained to an inspector or joined a tenant organization.

### Due process before eviction

Only a court can order an eviction. Changing the locks, removing your belongings or shutting off utilities to force you out (a "self-help" eviction) is illegal almost everywhere.

## Protect yourself

1. **Read the whole lease before signing** and keep a copy. Ask for unclear terms in writing.
2. **Document the move-in condition** with dated photos and a checklist signed by both sides.
3. **Ask for repairs in writing** (email or letter) and keep copies of every request and reply.
4. **Pay rent in a traceable way** and keep receipts.
5. **Give notice the way your lease requires** when you plan to move out, and leave a forwarding address for your deposit.
6. **Check the landlord first.** [Search reviews](/search) from past tenants before you commit.

## Where to get help

- Tenant unions, legal aid offices, housing departments and hotlines near you are listed on our [Get Help](/resources) page.
- Your state or city housing department and its tenant handbook.
- The US Department of Housing and Urban Development (HUD) for fair housing complaints.
- Local legal aid offices, which give free advice to renters on low incomes.

Had a good or bad experience? [Write a review](/write-review) so the next renter knows what to expect.
`;

const TENANT_RIGHTS_ES = `# Derechos del inquilino

Un resumen en lenguaje sencillo de los derechos que tiene la mayoría de los inquilinos en los Estados Unidos. Las leyes cambian según el estado y la ciudad, así que consulte las normas locales o pida orientación sobre su caso a una oficina de asistencia legal.

> Esta página ofrece información general, no asesoría legal. Si enfrenta un desalojo o un conflicto serio, comuníquese cuanto antes con una organización local de asistencia legal o un sindicato de inquilinos: los plazos en el tribunal de vivienda son cortos. [Busque ayuda cerca de usted](/resources).

## Sus derechos básicos

### Una vivienda segura y habitable

En casi todos los estados, el arrendador debe mantener la vivienda en condiciones de ser habitada: calefacción, agua, electricidad y plomería que funcionen, sin plagas graves y con una estructura sólida, diga lo que diga el contrato.

### La devolución de su depósito de seguridad

En muchos lugares la ley estatal pone un límite al depósito y fija un plazo (a menudo de 14 a 30 días después de la mudanza) para devolverlo, con una lista detallada de cualquier descuento. No se puede descontar el desgaste normal.

### Privacidad en su hogar

Salvo en emergencias, la mayoría de los estados exige que el arrendador avise con anticipación razonable, por lo general de 24 a 48 horas, antes de entrar, y que venga a horas razonables.

### Protección contra la discriminación

La Ley federal de Vivienda Justa (Fair Housing Act) prohíbe la discriminación por raza, color, religión, sexo, origen nacional, situación familiar o discapacidad; muchos estados y ciudades protegen a más grupos, por ejemplo según la fuente de ingresos.

### Protección contra las represalias

El arrendador no puede subirle la renta, cortarle servicios ni iniciar un desalojo porque usted pidió reparaciones, presentó una queja ante un inspector o se unió a una organización de inquilinos.

### Un proceso legal antes del desalojo

Solo un tribunal puede ordenar un desalojo. Cambiar las cerraduras, sacar sus pertenencias o cortar los servicios para obligarle a irse (el llamado desalojo por cuenta propia) es ilegal en casi todas partes.

## Protéjase

1. **Lea todo el contrato antes de firmarlo** y guarde una copia. Pida por escrito la aclaración de lo que no entienda.
2. **Documente el estado de la vivienda al mudarse** con fotos fechadas y una lista de revisión firmada por ambas partes.
3. **Pida las reparaciones por escrito** (correo electrónico o carta) y guarde copia de cada solicitud y de cada respuesta.
4. **Pague la renta de forma que quede constancia** y guarde los recibos.
5. **Avise de su mudanza como lo exige su contrato** y deje una dirección para que le devuelvan el depósito.
6. **Infórmese primero sobre el arrendador.** [Busque opiniones](/search) de inquilinos anteriores antes de comprometerse.

## Dónde obtener ayuda

- En nuestra página [Obtener ayuda](/resources) encontrará sindicatos de inquilinos, oficinas de asistencia legal, departamentos de vivienda y líneas de ayuda cerca de usted.
- El departamento de vivienda de su estado o ciudad y su guía para inquilinos.
- El Departamento de Vivienda y Desarrollo Urbano de los EE. UU. (HUD), para quejas de vivienda justa.
- Las oficinas locales de asistencia legal, que asesoran gratis a inquilinos de bajos ingresos.

¿Tuvo una buena o mala experiencia? [Escriba una opinión](/write-review) para que el próximo inquilino sepa qué esperar.
`;

const BUILT_IN: Record<PageSlug, Record<PageLang, string>> = {
  about: { en: ABOUT_EN, es: ABOUT_ES },
  "tenant-rights": { en: TENANT_RIGHTS_EN, es: TENANT_RIGHTS_ES },
};

/** The built-in text of a page in a language, with the site's name filled in. */
export function builtInPage(slug: PageSlug, lang: PageLang, siteName: string): string {
  return BUILT_IN[slug][lang].replaceAll("{siteName}", () => siteName);
}
