import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStores } from '../StoresContext';
import { layoutTexts } from './texts';

/** Legal links, the disclaimer, and the link to the old version when the switches give one. */
export const Footer = observer(function Footer() {
  const { config, log } = useStores();
  const oldVersion = config.switches.old_version_link;
  return (
    <Layout.Footer className="app-footer">
      <nav className="footer-links" aria-label={layoutTexts.legalNav}>
        {layoutTexts.footerLinks.map((link) => (
          <Link key={link.href} to={link.href}>
            {link.label}
          </Link>
        ))}
        {oldVersion && <a href={oldVersion}>{layoutTexts.oldVersion}</a>}
        {config.switches.logger && (
          <button type="button" className="footer-link-button" onClick={log.openReport}>
            {layoutTexts.problem.menu}
          </button>
        )}
      </nav>
      <p className="footer-note">{layoutTexts.footerNote}</p>
      <p className="footer-rights">
        © {new Date().getFullYear()} {layoutTexts.footerRights}
      </p>
    </Layout.Footer>
  );
});
