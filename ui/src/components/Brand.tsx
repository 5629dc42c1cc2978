// The product name linking home, with its mark: in the header and atop the mobile panel.
import { Link } from "react-router-dom";
import { SITE_NAME } from "../lib/site";
import { paths } from "../lib/paths";
import { HomeIcon } from "./icons";

export function Brand({ id }: { id?: string }) {
  return (
    <Link to={paths.home} className="brand" id={id}>
      <span className="brand-mark" aria-hidden="true">
        <HomeIcon />
      </span>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
