import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useShell } from '../../shell/shell-context';
import './Footer.css';

export function Footer() {
  const { productName } = useShell();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <Link to={buildPath('ShowHome')} className="footer__home">
          {productName}
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
