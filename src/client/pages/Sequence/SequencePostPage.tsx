import type { PageProps } from '../registry';

export default function SequencePostPage(_props: PageProps) {
  return <h1>SequencePostPage</h1>;
}
