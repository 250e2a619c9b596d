import type { PageProps } from '../registry';

export default function NewSeriesPage(_props: PageProps) {
  return <h1>NewSeriesPage</h1>;
}
