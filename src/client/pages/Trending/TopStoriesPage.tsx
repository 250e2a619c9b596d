import type { PageProps } from '../registry';

export default function TopStoriesPage(_props: PageProps) {
  return <h1>TopStoriesPage</h1>;
}
