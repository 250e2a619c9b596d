import { buildPath } from '../../../shared/routes';
import { SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX, seriesDescriptionError, seriesTitleError } from '../../../shared/validation/series';
import { useMutation } from '../../data';
import type { PageProps } from '../registry';
import { NewSeriesForm } from './NewSeriesForm';
import { CreateSeriesMutation } from './series-edit-operations';

/** /new-series: name the series and say what it is about; its parts come next, on its edit page. */
export default function NewSeriesPage(_: PageProps) {
  const [create] = useMutation(CreateSeriesMutation);
  return (
    <NewSeriesForm
      noun="series"
      heading="Tell a story in parts"
      lede="A series is a stack of short cards your readers go through one at a time. Publish the first parts when they are ready and add more whenever you like: readers who follow the series hear of each new part."
      titleMax={SERIES_TITLE_MAX}
      descriptionMax={SERIES_DESCRIPTION_MAX}
      titleRequired
      problem={(title, description) => seriesTitleError(title) ?? seriesDescriptionError(description)}
      create={async (title, description) => {
        const answer = (await create({ variables: { title, description } })).data.createSeries;
        if (answer.__typename !== 'Post') return { refusal: 'message' in answer ? answer.message : null };
        return { path: buildPath('ShowSeriesEdit', { postId: answer.id }) };
      }}
    />
  );
}
