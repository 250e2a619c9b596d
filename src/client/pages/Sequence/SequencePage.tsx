import type { PageProps } from '../registry';

export default function SequencePage(_props: PageProps) {
  return <h1>SequencePage</h1>;
}
