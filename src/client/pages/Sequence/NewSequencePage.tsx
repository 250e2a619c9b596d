import type { PageProps } from '../registry';

export default function NewSequencePage(_props: PageProps) {
  return <h1>NewSequencePage</h1>;
}
