import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PublicationForm, type PublicationFormValues } from '../../components/PublicationForm/PublicationForm';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation } from '../../data';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import './new-publication.css';

const CreateCollectionMutation = graphql(`
  mutation CreateCollection($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on Collection {
        id
        slug
        name
      }
      ...CollectionRefusal
    }
  }
`);

const EMPTY: PublicationFormValues = { name: '', slug: '', tagline: '', description: '', avatarImageId: null, logoImageId: null };
const TRY_AGAIN = 'That didn’t work. Please try again.';

/** /new-publication: name it, give it an address, a tagline, a description and images; its creator is its first editor. */
export default function NewPublicationPage(_: PageProps) {
  const { productName, site } = useShell();
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const [create] = useMutation(CreateCollectionMutation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useHead({ title: `New publication – ${productName}`, robots: 'noindex' });

  async function onSubmit(values: PublicationFormValues) {
    setBusy(true);
    setError(null);
    try {
      const answer = (await create({ variables: { input: { ...values, avatarImageId: values.avatarImageId, logoImageId: values.logoImageId } } })).data.createCollection;
      if (answer.__typename !== 'Collection') {
        setError('message' in answer ? answer.message : TRY_AGAIN);
        return;
      }
      showToast({ message: `${answer.name} is ready. Invite writers, or write its first story.`, duration: 'next-page' });
      navigate(buildPath('ShowCollectionHome', { collectionSlug: answer.slug }));
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="new-publication">
      <h1 className="new-publication__title">New publication</h1>
      <p className="new-publication__lede">A publication gathers stories from writers you invite, under a name, an address and a design of its own. You will be its first editor.</p>
      <PublicationForm
        initial={EMPTY}
        collectionId={null}
        origin={site?.publicOrigin ?? ''}
        submitLabel="Create publication"
        busy={busy}
        error={error}
        onSubmit={(values) => void onSubmit(values)}
      />
    </div>
  );
}
