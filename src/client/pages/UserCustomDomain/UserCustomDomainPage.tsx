import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { CustomDomainForm } from '../../components/CustomDomain/CustomDomainForm';
import { SetViewerDomainMutation, VerifyViewerDomainMutation } from '../../components/CustomDomain/domain-operations';
import { useMutation, useQuery } from '../../data';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import './user-custom-domain.css';

const ViewerDomainQuery = graphql(`
  query ViewerCustomDomain {
    viewer {
      id
      username
    }
  }
`);

const ViewerDomainStateQuery = graphql(`
  query ViewerCustomDomainState($id: ID!) {
    user(id: $id) {
      id
      username
      customDomainState {
        ...DomainState
      }
    }
  }
`);

/** /me/settings/custom-domain: serve your profile (and your stories outside publications) from your own domain. */
export default function UserCustomDomainPage(_: PageProps) {
  const { productName, site } = useShell();
  useHead({ title: `Custom domain – ${productName}`, robots: 'noindex' });
  const { data } = useQuery(ViewerDomainQuery);
  const viewer = data?.viewer;
  return (
    <div className="user-custom-domain">
      <p>
        <Link to={buildPath('ShowSettings')}>Settings</Link>
      </p>
      <h1 className="user-custom-domain__title">Custom domain</h1>
      {data && !viewer?.username && (
        <p>
          Choose a username in <Link to={buildPath('ShowSettings')}>your settings</Link> first: a custom domain serves your profile’s pages.
        </p>
      )}
      {viewer?.username && <DomainSettings userId={viewer.id} username={viewer.username} publicOrigin={site?.publicOrigin ?? ''} />}
    </div>
  );
}

function DomainSettings({ userId, username, publicOrigin }: { userId: string; username: string; publicOrigin: string }) {
  const { data } = useQuery(ViewerDomainStateQuery, { variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const [set] = useMutation(SetViewerDomainMutation);
  const [verify] = useMutation(VerifyViewerDomainMutation);
  if (!data?.user) return null;
  return (
    <>
      <p className="user-custom-domain__lede">
        Serve your profile and your stories (those not in a publication) from a domain of your own. Links to them use it; writing and settings stay here.
      </p>
      <CustomDomainForm
        owner="your profile"
        currentAddress={`${publicOrigin.replace(/^https?:\/\//, '')}/@${username}`}
        state={data.user.customDomainState}
        setDomain={async (domain) => (await set({ variables: { domain } })).data.setViewerCustomDomain}
        verify={async () => (await verify()).data.verifyViewerCustomDomain}
      />
    </>
  );
}
