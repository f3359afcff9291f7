import { Layout } from 'antd';
import { Link } from 'react-router';
import { layoutTexts } from './texts';

export function Footer() {
  return (
    <Layout.Footer className="app-footer">
      <nav className="footer-links" aria-label="Правовые документы">
        {layoutTexts.footerLinks.map((link) => (
          <Link key={link.href} to={link.href}>
            {link.label}
          </Link>
        ))}
      </nav>
      <p className="footer-note">{layoutTexts.footerNote}</p>
      <p className="footer-rights">
        © {new Date().getFullYear()} {layoutTexts.footerRights}
      </p>
    </Layout.Footer>
  );
}
