import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath, matchRoute } from '../../../shared/routes';
import { PARTNER_TERMS_NOTICE, PP_TERMS_ACKNOWLEDGEMENT, showsTermsNotice, taxNotice } from '../../../shared/validation/partner';
import { skipToken, useMutation, useQuery } from '../../data';
import { useShell } from '../../shell/shell-context';
import { MetabarViewerQuery } from '../Metabar/metabar-operations';
import { DismissFlagMutation, PartnerNoticesQuery } from './partner-notices-operations';
import './partner-notices.css';

/**
 * The Partner Program's notices for enrolled writers (spec 2 §4), on every signed-in page: the permanent
 * tax-status toast (not on the post stats page) and the terms notice for writers who accepted the terms
 * before their update, until they dismiss it (PP_TERMS_ACKNOWLEDGEMENT).
 */
export function PartnerNotices() {
  const { session } = useShell();
  const location = useLocation();
  // The bar's own query (already in the cache) says whether the reader is enrolled; only then are the tax
  // documents and flags asked for, so other readers' pages cost nothing more.
  const { data: bar } = useQuery(MetabarViewerQuery, session.isLoggedInCookie ? {} : skipToken);
  const enrolled = bar?.viewer?.isPartnerProgramEnrolled === true;
  const { data } = useQuery(PartnerNoticesQuery, enrolled ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const [dismiss, { loading: dismissing }] = useMutation(DismissFlagMutation);
  const [termsHidden, setTermsHidden] = useState(false);
  const viewer = data?.viewer;
  if (!viewer?.isPartnerProgramEnrolled) return null;

  const onPostStats = matchRoute(location.pathname)?.route.name === 'ShowPostStats';
  const docs = viewer.userTaxDocuments;
  const tax = onPostStats
    ? null
    : taxNotice(
        {
          taxDocumentStatus: docs?.taxDocumentStatus ?? 0,
          earningsLimitedAt: docs?.earningsLimitedAt ?? null,
          earningsForfeitedAt: docs?.earningsForfeitedAt ?? null,
          invalidReason: docs?.invalidReason ?? null,
        },
        Date.now(),
      );
  const terms =
    !termsHidden && showsTermsNotice({ enrolled: true, termsAcceptedAt: viewer.hightowerTermsAcceptedAt ?? null, dismissedFlags: viewer.dismissableFlags });
  if (!tax && !terms) return null;

  const onTaxesPage = location.pathname === buildPath('ShowPartnerTaxes');
  return (
    <>
      {/* Room below the footer, so the permanent notices never hide the end of the page. */}
      <div className={`partner-notices-spacer${tax && terms ? ' partner-notices-spacer--two' : ''}`} aria-hidden="true" />
      <div className={`partner-notices${terms ? ' partner-notices--terms' : ''}`} role="region" aria-label="Partner Program notices">
        {tax && (
          <div className={`toast partner-notice partner-notice--tax toast--${tax.tone === 'error' ? 'error' : 'message'}`} data-testid="tax-notice" data-tone={tax.tone}>
            <p className="toast__message partner-notice__message">
              {tax.message}
              {tax.link && !onTaxesPage && (
                <>
                  {' '}
                  <Link className="partner-notice__link" to={buildPath('ShowPartnerTaxes')}>
                    {tax.link}
                  </Link>
                </>
              )}
            </p>
          </div>
        )}
        {terms && (
          <div className="toast partner-notice partner-notice--terms" data-testid="terms-notice">
            <p className="toast__message partner-notice__message">
              {PARTNER_TERMS_NOTICE.message}{' '}
              <Link className="partner-notice__link" to={buildPath('ShowPartnerEnroll', { step: 'terms' })}>
                {PARTNER_TERMS_NOTICE.link}
              </Link>
            </p>
            <button
              type="button"
              className="partner-notice__dismiss"
              disabled={dismissing}
              onClick={async () => {
                setTermsHidden(true);
                try {
                  await dismiss({ variables: { userId: viewer.id, flag: PP_TERMS_ACKNOWLEDGEMENT } });
                } catch {
                  setTermsHidden(false);
                }
              }}
            >
              {PARTNER_TERMS_NOTICE.dismiss}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
