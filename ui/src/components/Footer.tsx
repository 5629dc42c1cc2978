// The site footer (docs/product-rules.md#who-it-is-for and docs/product-rules.md#pages): the message, three link columns (renters, with
// Get Help of contract §7.6; landlords,
// company), social links and the 2025 copyright, and the accessibility popover (passed in by the
// app's layout, as it is a feature of its own). Report Abuse,
// Help Center and the social links point nowhere yet: they are links that do not navigate.
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router-dom";
import { Trans } from "@lingui/react/macro";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { SITE_NAME } from "../lib/site";
import { paths } from "../lib/paths";
import { Brand } from "./Brand";
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from "./icons";
import { t } from "@lingui/core/macro";

const preventNavigation = (e: MouseEvent<HTMLAnchorElement>) => e.preventDefault();

/** A link with nowhere to go yet (docs/product-rules.md#pages): focusable, announced as a link, does nothing. */
function DeadLink({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <a href="#" onClick={preventNavigation} aria-label={label} title={label}>
      {children}
    </a>
  );
}

export function Footer({ accessibility }: { accessibility?: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div className="footer-brand">
            <Brand />
            <p><Trans>Empowering renters with transparent reviews and ratings of property owners and managers.</Trans></p>
          </div>
          <nav aria-labelledby="footer-renters">
            <h2 id="footer-renters"><Trans>For Renters</Trans></h2>
            <ul>
              <li><Link to={paths.search()}><Trans>Search Reviews</Trans></Link></li>
              <li><Link to={paths.writeReview()}><Trans>Write a Review</Trans></Link></li>
              <li><Link to={paths.search()}><Trans>Browse by City</Trans></Link></li>
              <li><Link to={paths.tenantRights}><Trans>Tenant Rights</Trans></Link></li>
              <li><Link to={paths.resources()}><Trans>Get Help</Trans></Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-landlords">
            <h2 id="footer-landlords"><Trans>For Landlords</Trans></h2>
            <ul>
              <li><Link to={paths.landlordVerification}><Trans>Get Verified</Trans></Link></li>
              <li><Link to={paths.search()}><Trans>View Your Reviews</Trans></Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company"><Trans>Company</Trans></h2>
            <ul>
              <li><Link to={paths.about}><Trans>About Us</Trans></Link></li>
              <li><Link to={paths.contact}><Trans>Contact</Trans></Link></li>
              <li><Link to={paths.privacy}><Trans>Privacy Policy</Trans></Link></li>
              <li><Link to={paths.terms}><Trans>Terms of Service</Trans></Link></li>
              <li><Link to={paths.communityGuidelines}><Trans>Community Guidelines</Trans></Link></li>
              <li><Link to={paths.moderationLog}><Trans>Moderation Log</Trans></Link></li>
              <li><DeadLink><Trans>Report Abuse</Trans></DeadLink></li>
              <li><DeadLink><Trans>Help Center</Trans></DeadLink></li>
            </ul>
          </nav>
        </div>
        <div className="footer-bottom">
          <p style={{ margin: 0 }}><Trans>© 2025 {SITE_NAME}. All rights reserved.</Trans></p>
          <div className="cluster">
            <div className="social-links">
              <DeadLink label={t`Facebook`}><FacebookIcon /></DeadLink>
              <DeadLink label={t`Twitter`}><TwitterIcon /></DeadLink>
              <DeadLink label={t`Instagram`}><InstagramIcon /></DeadLink>
              <DeadLink label={t`LinkedIn`}><LinkedinIcon /></DeadLink>
            </div>
            <LanguageSwitcher className="footer-language" />
            {accessibility}
          </div>
        </div>
      </div>
    </footer>
  );
}
