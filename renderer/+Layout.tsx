import './styles.css';
import type { ReactNode } from 'react';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { useTranslation } from './use-translation.js';

export default function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app theme-Default">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
