import type { PageProps } from '../registry';

export default function YourSeriesPage(_props: PageProps) {
  return <h1>YourSeriesPage</h1>;
}
