// Rent by year (contract §7.2): a small bar chart drawn by the page as SVG, no outside service. The
// chart is an image for sighted readers (aria-hidden); the same figures are a table beside it, so
// screen readers and anyone who prefers text read them exactly.
import type { Building } from "@contract/types";
import { Trans } from "@lingui/react/macro";
import { formatMoney } from "../../../lib/i18n";


export function RentChart({ rent, headingId }: { rent: Building["rent"]; headingId: string }) {
  if (!rent.length) return <p className="muted"><Trans>No reviews of this building give a rent yet.</Trans></p>;
  const width = 320;
  const height = 140;
  const top = 18;
  const bottom = 22;
  const max = Math.max(...rent.map((r) => r.medianMonthlyRent), 1);
  const slot = width / rent.length;
  const bar = Math.min(48, slot * 0.6);
  return (
    <div className="rent-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="presentation" aria-hidden="true" focusable="false" className="rent-chart__svg">
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="rent-chart__axis" />
        {rent.map((r, i) => {
          const h = ((height - top - bottom) * r.medianMonthlyRent) / max;
          const x = i * slot + (slot - bar) / 2;
          const y = height - bottom - h;
          return (
            <g key={r.year}>
              <rect x={x} y={y} width={bar} height={h} rx="3" className="rent-chart__bar" />
              <text x={x + bar / 2} y={y - 4} textAnchor="middle" className="rent-chart__value">
                {formatMoney(r.medianMonthlyRent)}
              </text>
              <text x={x + bar / 2} y={height - 6} textAnchor="middle" className="rent-chart__year">
                {r.year}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="rent-chart__table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col"><Trans>Year</Trans></th>
            <th scope="col"><Trans>Median monthly rent</Trans></th>
            <th scope="col"><Trans>Reviews</Trans></th>
          </tr>
        </thead>
        <tbody>
          {rent.map((r) => (
            <tr key={r.year}>
              <th scope="row">{r.year}</th>
              <td>{formatMoney(r.medianMonthlyRent)}</td>
              <td>{r.sampleSize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
