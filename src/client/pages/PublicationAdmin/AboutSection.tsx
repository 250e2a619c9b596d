import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PublicationForm, type PublicationFormValues } from '../../components/PublicationForm/PublicationForm';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import { useShell } from '../../shell/shell-context';
import { AdminAboutQuery, UpdateCollectionMutation } from './admin-operations';
import { AdminFrame, refusalOf, TRY_AGAIN } from './AdminFrame';

/** /{slug}/settings: name, address, tagline, description, avatar and logo. */
export function AboutSection({ slug }: { slug: string }) {
  const { data } = useQuery(AdminAboutQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const { site } = useShell();
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const [update] = useMutation(UpdateCollectionMutation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <AdminFrame collection={data?.collectionByDomainOrSlug} tab="about" title="About">
      {(collection) => {
        async function onSubmit(values: PublicationFormValues) {
          setBusy(true);
          setError(null);
          try {
            const answer = (
              await update({
                variables: {
                  collectionId: collection.id,
                  input: {
                    name: values.name,
                    slug: values.slug,
                    tagline: values.tagline,
                    description: values.description,
                    avatarImageId: values.avatarImageId ?? '',
                    logoImageId: values.logoImageId ?? '',
                  },
                },
              })
            ).data.updateCollection;
            const refused = refusalOf(answer, 'Collection');
            if (refused) {
              setError(refused);
              return;
            }
            showToast({ message: 'Your changes were saved.' });
            if (answer.__typename === 'Collection' && answer.slug !== slug) {
              navigate(buildPath('ShowCollectionSettings', { collectionSlug: answer.slug }), { replace: true });
            }
          } catch {
            setError(TRY_AGAIN);
          } finally {
            setBusy(false);
          }
        }
        return (
          <PublicationForm
            key={collection.id}
            initial={{
              name: collection.name,
              slug: collection.slug,
              tagline: collection.tagline,
              description: collection.description,
              avatarImageId: collection.avatar?.id ?? null,
              logoImageId: collection.logo?.id ?? null,
            }}
            collectionId={collection.id}
            origin={site?.publicOrigin ?? ''}
            submitLabel="Save"
            busy={busy}
            error={error}
            onSubmit={(values) => void onSubmit(values)}
          />
        );
      }}
    </AdminFrame>
  );
}
