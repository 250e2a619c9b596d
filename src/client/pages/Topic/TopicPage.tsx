import type { PageProps } from '../registry';

export default function TopicPage(_props: PageProps) {
  return <h1>TopicPage</h1>;
}
