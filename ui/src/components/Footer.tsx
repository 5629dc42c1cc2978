// The site footer (docs/product-rules.md#who-it-is-for and docs/product-rules.md#pages): the message, three link columns (renters, with
// Get Help of contract §7.6; landlords,
// company), social links and the 2025 copyright, and the accessibility popover (passed in by the
// app's layout, as it is a feature of its own). Report Abuse,
// Help Center and the social links point nowhere yet: they are links that do not navigate.
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router-dom";
import { SITE_NAME } from "../lib/site";
import { paths } from "../lib/paths";
import { Brand } from "./Brand";
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from "./icons";

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
            <p>Empowering renters with transparent reviews and ratings of property owners and managers.</p>
          </div>
          <nav aria-labelledby="footer-renters">
            <h2 id="footer-renters">For Renters</h2>
            <ul>
              <li><Link to={paths.search()}>Search Reviews</Link></li>
              <li><Link to={paths.writeReview()}>Write a Review</Link></li>
              <li><Link to={paths.search()}>Browse by City</Link></li>
              <li><Link to={paths.tenantRights}>Tenant Rights</Link></li>
              <li><Link to={paths.resources()}>Get Help</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-landlords">
            <h2 id="footer-landlords">For Landlords</h2>
            <ul>
              <li><Link to={paths.landlordVerification}>Get Verified</Link></li>
              <li><Link to={paths.search()}>View Your Reviews</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company">Company</h2>
            <ul>
              <li><Link to={paths.about}>About Us</Link></li>
              <li><Link to={paths.contact}>Contact</Link></li>
              <li><Link to={paths.privacy}>Privacy Policy</Link></li>
              <li><Link to={paths.terms}>Terms of Service</Link></li>
              <li><Link to={paths.communityGuidelines}>Community Guidelines</Link></li>
              <li><Link to={paths.moderationLog}>Moderation Log</Link></li>
              <li><DeadLink>Report Abuse</DeadLink></li>
              <li><DeadLink>Help Center</DeadLink></li>
            </ul>
          </nav>
        </div>
        <div className="footer-bottom">
          <p style={{ margin: 0 }}>© 2025 {SITE_NAME}. All rights reserved.</p>
          <div className="cluster">
            <div className="social-links">
              <DeadLink label="Facebook"><FacebookIcon /></DeadLink>
              <DeadLink label="Twitter"><TwitterIcon /></DeadLink>
              <DeadLink label="Instagram"><InstagramIcon /></DeadLink>
              <DeadLink label="LinkedIn"><LinkedinIcon /></DeadLink>
            </div>
            {accessibility}
          </div>
        </div>
      </div>
    </footer>
  );
}
