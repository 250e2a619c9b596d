import type { PageProps } from '../registry';

export default function BrowsePage(_props: PageProps) {
  return <h1>BrowsePage</h1>;
}
