// Vitest: the UI's logic speaks English in its tests, as a first visit with no language does. The
// catalog is empty: Lingui's macros keep the English of each message outside production builds.
import { i18n } from "@lingui/core";

i18n.loadAndActivate({ locale: "en", messages: {} });
