import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { deadlineDate, TAX_DEADLINE_DAYS, TAX_STATUS } from '../../../shared/validation/partner';
import { useQuery } from '../../data';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { TaxForm, TaxStatusSummary } from './TaxForm';
import '../../components/FormField/form-field.css';
import './partner.css';

const PartnerTaxesQuery = graphql(`
  query PartnerTaxes {
    viewer {
      id
      isPartnerProgramEnrolled
      userTaxDocuments {
        ...PartnerTaxDocuments
      }
    }
    partnerEnrollmentState {
      country
      firstUnfinishedStep
    }
  }
`);

/** /me/partner/taxes: the writer's tax information, its status, and the form (again when it was marked invalid). */
export default function PartnerTaxesPage(_props: PageProps) {
  const { productName } = useShell();
  useHead({ title: `Tax information – Partner Program – ${productName}`, robots: 'noindex' });
  const { data, loading } = useQuery(PartnerTaxesQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const viewer = data?.viewer;
  if (!viewer) return <div className="partner">{loading ? <p className="partner__hint">Loading…</p> : null}</div>;
  const docs = viewer.userTaxDocuments ?? null;
  const status = docs?.taxDocumentStatus ?? 0;

  if (!viewer.isPartnerProgramEnrolled) {
    return (
      <div className="partner">
        <h1 className="partner__title">Tax information</h1>
        <p className="partner__hint">Tax information is for writers in the Partner Program.</p>
        <Link className="button button--dark" to={buildPath('ShowPartnerEnroll', { step: data.partnerEnrollmentState?.firstUnfinishedStep ?? 'eligibility' })}>
          Join the Partner Program
        </Link>
      </div>
    );
  }
  const formShown = status === TAX_STATUS.NOT_SUBMITTED || status === TAX_STATUS.INVALID || editing;
  return (
    <div className="partner">
      <p className="partner__kicker">Partner Program</p>
      <h1 className="partner__title">Tax information</h1>
      <TaxStatusSummary docs={docs} />
      {status !== TAX_STATUS.APPROVED && docs?.earningsLimitedAt != null && (
        <p className="partner__hint">
          Your tax information must be approved by {deadlineDate(docs.earningsLimitedAt)} for your stories to keep earning. Without it, earnings are
          withheld {TAX_DEADLINE_DAYS.firstWithheld} days after you joined and forfeited after {TAX_DEADLINE_DAYS.forfeited}
          {docs.earningsForfeitedAt != null ? ` (${deadlineDate(docs.earningsForfeitedAt)})` : ''}.
        </p>
      )}
      {formShown ? (
        <TaxForm docs={docs} defaultCountry={data.partnerEnrollmentState?.country ?? null} onSubmitted={() => setEditing(false)} />
      ) : (
        status !== TAX_STATUS.APPROVED && (
          <button type="button" className="button button--outline" onClick={() => setEditing(true)}>
            Correct and resubmit
          </button>
        )
      )}
      <p className="partner__more">
        <Link to={buildPath('ShowPartnerDashboard')}>Partner Program dashboard</Link> · <Link to={buildPath('ShowPartnerUnenroll')}>Leave the program</Link>
      </p>
    </div>
  );
}
