import { buildPath } from '../../../shared/routes';
import { SEQUENCE_DESCRIPTION_MAX, SEQUENCE_TITLE_MAX, sequenceDescriptionError, sequenceTitleError } from '../../../shared/validation/series';
import { useMutation } from '../../data';
import type { PageProps } from '../registry';
import { NewSeriesForm } from '../Series/NewSeriesForm';
import { CreateSequenceMutation } from './sequence-operations';
import './sequence.css';

/** /s/new: a reading path of published stories, in the order they are best read; its stories are added on its page. */
export default function NewSequencePage(_: PageProps) {
  const [create] = useMutation(CreateSequenceMutation);
  return (
    <NewSeriesForm
      noun="sequence"
      heading="Make a reading path"
      lede="A sequence is a run of published stories read in order, like a short course. Give it a name here, then add stories by their address; readers move through them with Previous and Next."
      titleMax={SEQUENCE_TITLE_MAX}
      descriptionMax={SEQUENCE_DESCRIPTION_MAX}
      problem={(title, description) => sequenceTitleError(title) ?? sequenceDescriptionError(description)}
      create={async (title, description) => {
        const answer = (await create({ variables: { title, description } })).data.createSequence;
        if (answer.__typename !== 'Sequence') return { refusal: 'message' in answer ? answer.message : null };
        return { path: buildPath('ShowSequence', { sequenceSlug: answer.slug }) };
      }}
    />
  );
}
