import { company } from '@termlens/contracts/company';
import { Link } from '@termlens/shared-ui/lib/router';
import { useConsentStore } from '@termlens/shared-ui/stores/consent-store';
import styles from './site-footer.module.css';

const groups = [
  {
    id: 'footer-quick-links',
    title: 'Quick Links',
    links: [
      { to: '/', label: 'Home' },
      { to: '/compare', label: 'Compare Quotes' },
      { to: '/calculator', label: 'Coverage Calculator' },
      { to: '/apply', label: 'Apply Now' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    id: 'footer-learn',
    title: 'Learn',
    links: [
      { to: '/blog', label: 'Term Life Basics' },
      { to: '/blog', label: 'Coverage Guides' },
      { to: '/blog', label: 'Insurance Reviews' },
      { to: '/blog', label: 'Family Planning' },
    ],
  },
  {
    id: 'footer-support',
    title: 'Support',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/disclosure', label: 'Affiliate Disclosure' },
      { to: '/sitemap', label: 'Sitemap' },
    ],
  },
  {
    id: 'footer-legal',
    title: 'Legal and Compliance',
    links: [
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/data-rights', label: 'Your Data Rights' },
      { to: '/ftc-compliance', label: 'FTC Compliance' },
      { to: '/eula', label: 'EULA' },
    ],
  },
] as const;

export function SiteFooter() {
  const openPreferences = useConsentStore((s) => s.openPreferences);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className={styles.heading}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              {group.title === 'Legal and Compliance' && (
                <li>
                  <button type="button" className={styles.linkButton} onClick={openPreferences}>
                    Cookie preferences
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.disclaimer}`}>
        <p>
          {company.name} is not an insurance company and does not issue policies. We compare
          illustrative quotes from insurers; the final price is set by the insurer after
          underwriting. We receive compensation from insurers and licensed agents, and when you
          submit a form and agree, we share your details with licensed agents who can help you.
          Serving families across the United States since {company.foundedYear}.
        </p>
        <p className={styles.copyright}>© 2025 {company.legalName} All rights reserved.</p>
      </div>
    </footer>
  );
}
