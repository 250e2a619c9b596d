import { useMutation, useQuery } from '../../data';
import { graphql } from '../../gql';

const PublishingViewerQuery = graphql(`
  query PublishingViewer {
    viewer {
      id
      allowNotes
    }
  }
`);

const UpdateAllowNotesMutation = graphql(`
  mutation UpdateAllowNotes($allowNotes: Boolean!) {
    updateAllowNotes(allowNotes: $allowNotes) {
      id
      allowNotes
    }
  }
`);

/** What readers may do on the writer's stories: leave private notes. */
export function PublishingSection() {
  const { data } = useQuery(PublishingViewerQuery);
  const [update, { loading }] = useMutation(UpdateAllowNotesMutation);
  const viewer = data?.viewer;
  if (!viewer) return null;
  return (
    <section className="settings-section" aria-labelledby="settings-notes">
      <h3 id="settings-notes" className="settings-section__title">
        Private notes
      </h3>
      <label className="settings-section__toggle">
        <input
          type="checkbox"
          checked={viewer.allowNotes}
          disabled={loading}
          onChange={(event) => {
            const allowNotes = event.target.checked;
            void update({ variables: { allowNotes }, optimisticResponse: { __typename: 'Mutation', updateAllowNotes: { __typename: 'Viewer', id: viewer.id, allowNotes } } });
          }}
        />{' '}
        Allow readers to leave private notes on your stories
      </label>
      <p className="settings-section__hint">Only you and the reader who wrote a note can read it. Notes already left stay when you turn this off.</p>
    </section>
  );
}
