import type { PageProps } from '../registry';

export default function SeriesEditPage(_props: PageProps) {
  return <h1>SeriesEditPage</h1>;
}
