// The store seam (docs/architecture.md, "Stores"): every module's data access behind an async
// interface whose methods are whole operations. Services, routes, commands and plugins only await
// these; the implementations live in folders of their own (src/store/sqlite/, the embedded
// default), and only there is a database driver imported. A store that changes landlords raises
// the change events of src/events.ts itself, after its commit: no caller can forget one.
import type { UsersStore } from "./users";
import type { SessionsStore } from "./sessions";
import type { PasswordResetsStore } from "./password-resets";
import type { OAuthAccountsStore } from "./oauth-accounts";
import type { AccountStore } from "./account";
import type { LandlordsStore } from "./landlords";
import type { ReviewsStore } from "./reviews";
import type { RepliesStore } from "./replies";
import type { VotesStore } from "./votes";
import type { RentStore } from "./rent";
import type { StatsStore } from "./stats";
import type { ReportsStore } from "./reports";
import type { ModerationStore } from "./moderation";
import type { SanctionsStore } from "./sanctions";
import type { VerificationStore } from "./verification";
import type { AdminStore } from "./admin";
import type { ContactStore } from "./contact";
import type { SearchStore } from "./search";
import type { OperationsStore } from "./operations";
import type { PagesStore } from "./pages";
import type { ResourcesStore } from "./resources";
import type { BuildingsStore } from "./buildings";
import type { FollowsStore } from "./follows";
import type { NotificationsStore } from "./notifications";
import type { AlertsStore, FeedsStore } from "./alerts";

export interface Store {
  users: UsersStore;
  sessions: SessionsStore;
  passwordResets: PasswordResetsStore;
  oauthAccounts: OAuthAccountsStore;
  account: AccountStore;
  landlords: LandlordsStore;
  reviews: ReviewsStore;
  replies: RepliesStore;
  votes: VotesStore;
  rent: RentStore;
  stats: StatsStore;
  reports: ReportsStore;
  moderation: ModerationStore;
  sanctions: SanctionsStore;
  verification: VerificationStore;
  admin: AdminStore;
  contact: ContactStore;
  search: SearchStore;
  operations: OperationsStore;
  pages: PagesStore;
  resources: ResourcesStore;
  buildings: BuildingsStore;
  follows: FollowsStore;
  notifications: NotificationsStore;
  alerts: AlertsStore;
  feeds: FeedsStore;
}
