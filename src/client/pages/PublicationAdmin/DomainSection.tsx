import { CustomDomainForm } from '../../components/CustomDomain/CustomDomainForm';
import { SetCollectionDomainMutation, VerifyCollectionDomainMutation } from '../../components/CustomDomain/domain-operations';
import { useMutation, useQuery } from '../../data';
import { useShell } from '../../shell/shell-context';
import { AdminDomainQuery } from './admin-operations';
import { AdminFrame } from './AdminFrame';

/** /{slug}/settings/custom-domain: the publication's own domain, its verification and removal. */
export function DomainSection({ slug }: { slug: string }) {
  const { data } = useQuery(AdminDomainQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const [set] = useMutation(SetCollectionDomainMutation);
  const [verify] = useMutation(VerifyCollectionDomainMutation);
  const full = data?.collectionByDomainOrSlug;
  const { site } = useShell();
  return (
    <AdminFrame collection={full} tab="domain" title="Custom domain">
      {(collection) =>
        full && (
          <section className="admin-section">
            <p className="admin-section__hint">
              Serve {collection.name} from a domain of your own: its home, its stories and its pages move there, and every link to them uses it.
              Writing and these settings stay on this site.
            </p>
            <CustomDomainForm
              key={collection.id}
              owner={collection.name}
              currentAddress={`${(site?.publicOrigin ?? '').replace(/^https?:\/\//, '')}/${collection.slug}`}
              state={full.customDomainState}
              setDomain={async (domain) => (await set({ variables: { collectionId: collection.id, domain } })).data.setCollectionDomain}
              verify={async () => (await verify({ variables: { collectionId: collection.id } })).data.verifyCollectionDomain}
            />
          </section>
        )
      }
    </AdminFrame>
  );
}
