import type { PageProps } from '../registry';

export default function TopicsPage(_props: PageProps) {
  return <h1>TopicsPage</h1>;
}
