import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { ConsentSettingsButton } from '../consent/ConsentBanner.js';
import { useTranslation } from '../use-translation.js';
import { FooterSubscribe } from './FooterSubscribe.js';
import { NavLink } from './NavLink.js';

export interface SiteFooterProps {
  layout: LayoutData | null;
}

/** Footer: its sections with links, the contact link, the theme (SPEC §3 Page footer). */
export function SiteFooter({ layout }: SiteFooterProps) {
  const { t } = useTranslation();
  const footer = layout?.navigation.footer;
  // SPEC §3 Page footer theme: the page's own, else its site's (the layout resolves it).
  return (
    <footer className={`site-footer footer-theme-${layout?.footerTheme ?? 'Default'}`} aria-label={t('footer.label')}>
      {footer && (
        <div className="footer-sections">
          {footer.sections.map((section) => (
            <section key={section.id} aria-labelledby={`footer-${section.id}`}>
              <h2 id={`footer-${section.id}`}>{section.title}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.id}>
                    <NavLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {layout && <FooterSubscribe layout={layout} />}
          {footer.contactLink && (
            <p className="footer-contact">
              <NavLink link={footer.contactLink} className="button">
                {footer.contactLink.linkText ?? footer.contactLink.title}
              </NavLink>
            </p>
          )}
        </div>
      )}
      {layout && <ConsentSettingsButton layout={layout} />}
      <p>{t('footer.copyright', { year: 2026 })}</p>
    </footer>
  );
}
