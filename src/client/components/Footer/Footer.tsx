import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useShell } from '../../shell/shell-context';
import { WORDMARK } from '../Metabar/wordmark.generated';
import './Footer.css';

/** The wordmark's height in the footer (the bar's is WORDMARK.height). */
const FOOTER_WORDMARK_HEIGHT = 18;

export function Footer() {
  const { productName } = useShell();
  return (
    <footer className="footer">
      <div className="footer__inner">
        {/* The bar's outlined wordmark, smaller: a short page shows the footer at once, and a face of its own would be fetched for five letters. */}
        <Link to={buildPath('ShowHome')} className="footer__home" aria-label={productName}>
          <svg viewBox={WORDMARK.viewBox} width={Number(((WORDMARK.width * FOOTER_WORDMARK_HEIGHT) / WORDMARK.height).toFixed(3))} height={FOOTER_WORDMARK_HEIGHT} aria-hidden="true" focusable="false">
            <path d={WORDMARK.path} fill="currentColor" />
          </svg>
        </Link>
        <nav className="footer__links" aria-label="Footer">
          <Link to={buildPath('ShowAboutQuire')}>About</Link>
          <Link to={buildPath('ShowHelp')}>Help</Link>
          <Link to={buildPath('ShowLegal')}>Legal</Link>
        </nav>
      </div>
    </footer>
  );
}
