import type { PageProps } from '../registry';

export default function SeriesPage(_props: PageProps) {
  return <h1>SeriesPage</h1>;
}
