import { Link } from 'react-router';
import { layoutTexts } from './texts';

/** The product mark: a shield with a tick, and the name. */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link to={to} className="logo" aria-label={layoutTexts.product}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <path d="M32 4 8 13v17c0 15.5 10.2 26.3 24 30 13.8-3.7 24-14.5 24-30V13L32 4Z" fill="#1d4ed8" />
        <path d="m22 32 7.5 7.5L43 26" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && (
        <span className="logo-text">
          <span className="logo-title">{layoutTexts.product}</span>
          <span className="logo-tagline">{layoutTexts.productTagline}</span>
        </span>
      )}
    </Link>
  );
}
